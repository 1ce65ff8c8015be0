import { canTransition, type OrderStatus } from '@giro/shared';
import type { StatementLineDecision } from '@giro/shared/reconciliation/statement-lines';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import { type Actor, auditedChange } from '../audit/audited-change.ts';
import { historyNotes } from '../orders/history-notes.ts';
import type { ChangeStatus } from '../orders/order-status-changer.ts';
import { createOrdersRepository } from '../orders/orders-repository.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import type { PaymentAlerts } from '../orders/payment-alerts.ts';
import type { ReceivingAccountRow } from '../receiving-accounts/receiving-accounts-tables.ts';
import { lineConflict } from './reconciliation-errors.ts';
import type { StatementLineRow } from './reconciliation-tables.ts';
import { createStatementLinesRepository, isWaiting } from './statement-lines-repository.ts';
import { flagLines, lineSnapshots, statementMoney } from './statement-money.ts';

export interface SettlementDeps {
  db: Database;
  now: () => Date;
  changeStatus: ChangeStatus;
  alerts: PaymentAlerts;
}

/** The decisions that make lines their order's payment. */
export type SettlingDecision = Extract<StatementLineDecision, 'confirmed' | 'accepted' | 'linked'>;

/**
 * What settling did: the order was marked paid; it was already marked paid by hand and the lines
 * now record that payment; or it could take no more money and was flagged.
 */
export type Settlement = 'paid' | 'recorded' | 'flagged';

const paidStatuses: readonly OrderStatus[] = ['paid', 'processing', 'delivered'];

/** Locks the lines, unless someone decided one first (409: the transaction rolls back). */
export async function lockWaiting(tx: Database, lines: readonly StatementLineRow[]) {
  const locked = await createStatementLinesRepository(tx).lock(lines.map((line) => line.id));
  const orderId = lines[0]?.orderId;
  const taken = locked.some((line) => !isWaiting(line) || line.orderId !== orderId);
  if (locked.length !== lines.length || taken) throw lineConflict('statement_line_decided');
}

/** Locks the lines and decides them. */
async function claim(
  tx: Database,
  lines: readonly StatementLineRow[],
  decision: StatementLineDecision,
  actor: Actor,
  at: Date,
) {
  await lockWaiting(tx, lines);
  const ids = lines.map((line) => line.id);
  await createStatementLinesRepository(tx).decide(ids, decision, actor.id, at);
}

function audit(tx: Database, actor: Actor, lines: readonly StatementLineRow[], after: object) {
  return createAuditRepository(tx).record({
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'decide',
    entity: 'statement_line',
    entityId: lines.map((line) => line.id).join('+'),
    before: { result: lines[0]?.result, decision: lines[0]?.decision ?? null },
    after,
  });
}

/**
 * Makes `lines` (the waiting lines of one order) that order's payment. Through `changeStatus`
 * when the order can be paid: the transition table decides (a hold or a new status elsewhere
 * is respected), its history row cites the lines, the sender gets the usual mail, and the
 * lines are decided in the same transaction. When the order cannot be paid any more: an order
 * marked paid by hand without a line gets the lines as its payment's record (no status change);
 * anything else is money it cannot take, flagged (`flagLines`). Two operators at once: the
 * order's row lock orders them, and the second finds the lines decided (409).
 */
export async function settleOrder(
  deps: SettlementDeps,
  actor: Actor,
  settlement: {
    order: OrderRow;
    lines: readonly StatementLineRow[];
    decision: SettlingDecision;
    account: ReceivingAccountRow;
  },
): Promise<Settlement> {
  const { order, lines, decision, account } = settlement;
  const money = statementMoney(lines);
  const note =
    decision === 'accepted'
      ? historyNotes.statementAccepted(money, order.total)
      : historyNotes.statementPaid(money);
  const { changed } = await deps.changeStatus(order.id, 'paid', `staff:${actor.id}`, note, {
    check: (current) => canTransition(current.status, 'paid'),
    payload: lineSnapshots(lines),
    within: async (tx, { after }) => {
      await claim(tx, lines, decision, actor, deps.now());
      await audit(tx, actor, lines, { decision, order: after.reference, status: after.status });
    },
  });
  if (changed) return 'paid';

  return auditedChange(
    deps.db,
    { actor, entity: 'statement_line', action: 'decide' },
    async (tx) => {
      const locked = await createOrdersRepository(tx).lock(order.id);
      if (locked === undefined) throw new AppError(404, 'not_found');
      const current = locked.order;
      const at = deps.now();
      const recordable =
        paidStatuses.includes(current.status) &&
        !(await createStatementLinesRepository(tx).settles(order.id));
      if (recordable) {
        await claim(tx, lines, decision, actor, at);
        await createOrdersRepository(tx).addHistory({
          orderId: order.id,
          fromStatus: current.status,
          toStatus: current.status,
          actor: `staff:${actor.id}`,
          note: historyNotes.statementRecorded(money),
          payload: lineSnapshots(lines),
          createdAt: at,
        });
      } else {
        await lockWaiting(tx, lines);
        await flagLines(tx, deps.alerts, { order: current, lines, account, actorId: actor.id, at });
      }
      const result: Settlement = recordable ? 'recorded' : 'flagged';
      const entityId = money.lineIds.join('+');
      return { entityId, before: { decision: null }, after: { decision, result }, result };
    },
  );
}

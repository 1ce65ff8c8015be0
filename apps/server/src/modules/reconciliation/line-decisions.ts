import { canTransition } from '@giro/shared';
import type {
  ConfirmLinesResult,
  DifferenceDecisionBody,
  StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import type { StatementLineResult } from '@giro/shared/reconciliation/statement-lines';
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, auditedChange } from '../audit/audited-change.ts';
import type { MailService } from '../mail/mail-service.ts';
import { type OrderRow, orders } from '../orders/orders-tables.ts';
import { lineView } from './line-views.ts';
import { type SettlementDeps, type SettlingDecision, settleOrder } from './order-settlement.ts';
import { requestDifference } from './payment-difference.ts';
import { receivingAccount } from './receiving-account.ts';
import { lineConflict } from './reconciliation-errors.ts';
import type { StatementLineRow } from './reconciliation-tables.ts';
import { createStatementLinesRepository } from './statement-lines-repository.ts';

export interface LineDecisionDeps extends SettlementDeps {
  mail: MailService;
}

async function findLine(deps: LineDecisionDeps, id: number): Promise<StatementLineRow> {
  const line = await createStatementLinesRepository(deps.db).find(id);
  if (line === undefined) throw new AppError(404, 'not_found');
  if (line.direction === 'debit') throw lineConflict('statement_debit');
  return line;
}

async function findOrder(deps: LineDecisionDeps, id: string): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id));
  if (order === undefined) throw new AppError(404, 'not_found');
  return order;
}

/** The line's order and its waiting lines of `results` (the line among them), or a 409. */
async function orderGroup(
  deps: LineDecisionDeps,
  line: StatementLineRow,
  results: readonly StatementLineResult[],
) {
  if (line.orderId === null) throw lineConflict('statement_line_unmatched');
  const order = await findOrder(deps, line.orderId);
  const group = (await createStatementLinesRepository(deps.db).group(order.id)).filter((each) =>
    results.includes(each.result),
  );
  if (!group.some((each) => each.id === line.id)) throw lineConflict('statement_line_decided');
  return { order, group };
}

/** Why a line cannot be confirmed as it is, as the 409 the console explains. */
function confirmable(line: StatementLineRow): void {
  if (line.decision !== null) throw lineConflict('statement_line_decided');
  if (line.result === 'amount_differs') throw lineConflict('statement_needs_decision');
  if (line.result !== 'matched' && line.result !== 'probable') {
    throw lineConflict('statement_line_unmatched');
  }
}

const confirmed = ['matched', 'probable'] as const;

/**
 * The operator's decisions on statement lines: confirm (one or many), accept an amount that
 * differs or ask the sender for the rest, link to an order by hand, or mark as not ours. Every
 * decision that pays an order goes through `settleOrder`.
 */
export function createLineDecisions(deps: LineDecisionDeps) {
  async function settle(
    actor: Actor,
    line: StatementLineRow,
    group: {
      order: OrderRow;
      group: StatementLineRow[];
    },
    decision: SettlingDecision,
  ) {
    const account = await receivingAccount(deps.db, line.receivingAccountId);
    return settleOrder(deps, actor, { order: group.order, lines: group.group, decision, account });
  }

  return {
    async confirm(actor: Actor, id: number): Promise<StatementLine> {
      const line = await findLine(deps, id);
      confirmable(line);
      await settle(actor, line, await orderGroup(deps, line, confirmed), 'confirmed');
      return lineView(deps.db, id);
    },

    /**
     * Each order once, in turn; lines someone decided first, not confirmable or unknown are
     * skipped (a 404 halfway would hide the orders already paid before it).
     */
    async confirmMany(actor: Actor, ids: readonly number[]): Promise<ConfirmLinesResult> {
      const tally: ConfirmLinesResult = { paid: 0, recorded: 0, flagged: 0, skipped: 0 };
      const seen = new Set<string>();
      for (const id of new Set(ids)) {
        try {
          const line = await findLine(deps, id);
          // A line of an order settled a moment ago with its group was decided with it.
          if (line.orderId !== null && seen.has(line.orderId)) continue;
          confirmable(line);
          const group = await orderGroup(deps, line, confirmed);
          seen.add(group.order.id);
          tally[await settle(actor, line, group, 'confirmed')] += 1;
        } catch (error) {
          if (!(error instanceof AppError) || ![404, 409].includes(error.statusCode)) throw error;
          tally.skipped += 1;
        }
      }
      return tally;
    },

    async decideDifference(actor: Actor, id: number, { decision }: DifferenceDecisionBody) {
      const line = await findLine(deps, id);
      if (line.result !== 'amount_differs') throw lineConflict('statement_line_decided');
      const group = await orderGroup(deps, line, ['amount_differs']);
      if (decision === 'accept') await settle(actor, line, group, 'accepted');
      else await requestDifference(deps, actor, group);
      return lineView(deps.db, id);
    },

    /**
     * The operator names the line's order (its reference): a line that completes the order's
     * money pays it at once; one that does not waits as "amount differs" for a decision. An
     * order that cannot be paid any more takes it as its payment's record, or is flagged.
     */
    async link(actor: Actor, id: number, reference: string): Promise<StatementLine> {
      const line = await findLine(deps, id);
      if (line.decision !== null) throw lineConflict('statement_line_decided');
      const [order] = await deps.db.select().from(orders).where(eq(orders.reference, reference));
      if (order === undefined) {
        throw new AppError(422, 'statement_order_unknown', { params: { reference } });
      }
      if (order.pricingCurrency !== line.currency) {
        throw new AppError(422, 'statement_currency_mismatch', {
          params: { line: line.currency, order: order.pricingCurrency },
        });
      }
      const repository = createStatementLinesRepository(deps.db);
      const others = (await repository.group(order.id)).filter((each) => each.id !== id);
      const sum = [...others, line].reduce((total, each) => total.plus(each.amount), new Big(0));
      const pays = !canTransition(order.status, 'paid') || sum.eq(order.total);
      const result: StatementLineResult = pays ? 'matched' : 'amount_differs';
      await auditedChange(
        deps.db,
        { actor, entity: 'statement_line', action: 'link' },
        async (tx) => {
          const [locked] = await createStatementLinesRepository(tx).lock([id]);
          if (locked?.decision !== null) throw lineConflict('statement_line_decided');
          await createStatementLinesRepository(tx).update([id], {
            orderId: order.id,
            result,
            reason: 'manual',
            candidateOrderIds: [],
          });
          const before = { order: locked.orderId, result: locked.result };
          return {
            entityId: String(id),
            before,
            after: { order: reference, result },
            result: undefined,
          };
        },
      );
      if (pays) {
        const linked = { ...line, orderId: order.id, result };
        await settle(actor, line, { order, group: [...others, linked] }, 'linked');
      }
      return lineView(deps.db, id);
    },

    async notOurs(actor: Actor, id: number): Promise<StatementLine> {
      await findLine(deps, id);
      await auditedChange(
        deps.db,
        { actor, entity: 'statement_line', action: 'not_ours' },
        async (tx) => {
          const repository = createStatementLinesRepository(tx);
          const [locked] = await repository.lock([id]);
          if (locked?.decision !== null) throw lineConflict('statement_line_decided');
          await repository.decide([id], 'not_ours', actor.id, deps.now());
          const before = { result: locked.result, decision: null };
          return {
            entityId: String(id),
            before,
            after: { decision: 'not_ours' },
            result: undefined,
          };
        },
      );
      return lineView(deps.db, id);
    },
  };
}

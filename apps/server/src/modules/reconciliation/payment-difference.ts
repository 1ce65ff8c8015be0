import { canTransition } from '@giro/shared';
import Big from 'big.js';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, auditedChange } from '../audit/audited-change.ts';
import type { MailService } from '../mail/mail-service.ts';
import { historyNotes } from '../orders/history-notes.ts';
import { orderMail } from '../orders/order-mail-data.ts';
import { createOrdersRepository } from '../orders/orders-repository.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import { lockWaiting, type SettlementDeps } from './order-settlement.ts';
import { paymentDifferenceMail } from './payment-difference-mail.ts';
import { lineConflict } from './reconciliation-errors.ts';
import type { StatementLineRow } from './reconciliation-tables.ts';
import { createStatementLinesRepository } from './statement-lines-repository.ts';
import { lineSnapshots, statementMoney } from './statement-money.ts';

/**
 * Keeps a short-paid order open and mails its sender what is missing, with the account to send
 * it to: the history records what arrived and what was asked for (no status change), and the
 * lines wait (`difference_requested`) until the rest arrives and completes them, or the
 * operator accepts them as they are.
 */
export async function requestDifference(
  deps: SettlementDeps & { mail: MailService },
  actor: Actor,
  { order, group }: { order: OrderRow; group: readonly StatementLineRow[] },
): Promise<void> {
  const money = statementMoney(group);
  const missing = new Big(order.total).minus(money.amount);
  if (missing.lte(0)) throw lineConflict('statement_no_difference');
  await auditedChange(
    deps.db,
    { actor, entity: 'statement_line', action: 'request_difference' },
    async (tx) => {
      const locked = await createOrdersRepository(tx).lock(order.id);
      if (locked === undefined || !canTransition(locked.order.status, 'paid')) {
        throw new AppError(409, 'statement_order_not_open', {
          params: { reference: order.reference },
        });
      }
      await lockWaiting(tx, group);
      const at = deps.now();
      await createOrdersRepository(tx).addHistory({
        orderId: order.id,
        fromStatus: locked.order.status,
        toStatus: locked.order.status,
        actor: `staff:${actor.id}`,
        note: historyNotes.statementDifferenceRequested(money, order.total, missing.toFixed(2)),
        payload: lineSnapshots(group),
        createdAt: at,
      });
      const { recipient } = locked;
      await deps.mail.enqueue(tx, {
        to: recipient.email,
        language: recipient.language,
        template: paymentDifferenceMail,
        data: {
          ...orderMail(locked.order, recipient.firstName),
          received: money.amount,
          missing: missing.toFixed(2),
        },
      });
      await createStatementLinesRepository(tx).decide(
        money.lineIds,
        'difference_requested',
        actor.id,
        at,
      );
      const after = { decision: 'difference_requested', missing: missing.toFixed(2) };
      return { entityId: money.lineIds.join('+'), before: null, after, result: undefined };
    },
  );
}

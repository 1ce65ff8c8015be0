import { formatMoney } from '@giro/shared/locale-format';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import { historyNotes } from '../orders/history-notes.ts';
import { illegalTransition } from '../orders/orders-errors.ts';
import { refundOwedMail } from '../refunds/refunds-mails.ts';
import { createRefundsRepository } from '../refunds/refunds-repository.ts';
import { canCancel } from './sender-rights.ts';
import type { HistoryRow, OwnedOrder } from './transfer-views.ts';
import type { TransfersDeps } from './transfers-service.ts';

const cancelWindowClosed = () => new AppError(409, 'cancel_window_closed');

/**
 * The sender cancels: an unpaid order at any time; a paid one within 30 minutes of paying while
 * not delivered, which then owes the sender everything they paid (the refund queue shows it),
 * with an audit entry and a mail saying so, in the transaction of the status change.
 */
export async function cancelTransfer(
  deps: Pick<TransfersDeps, 'now' | 'orders' | 'mail'>,
  user: SessionUser,
  found: { owned: OwnedOrder; history: readonly HistoryRow[]; link: string },
): Promise<void> {
  const { order } = found.owned;
  const unpaid = order.status === 'awaiting_payment';
  if (!unpaid && !canCancel(order, found.history, deps.now())) {
    const paidThrough = ['payment_submitted', 'paid', 'processing'].includes(order.status);
    throw paidThrough ? cancelWindowClosed() : illegalTransition(order.status, 'cancelled');
  }
  await deps.orders.changeStatus(order.id, 'cancelled', user.id, historyNotes.senderCancelled, {
    // Rechecked under the lock: the order may have been paid or delivered meanwhile.
    check: (locked) => {
      if (locked.status === order.status) return true;
      throw illegalTransition(locked.status, 'cancelled');
    },
    within: async (tx, { before, after }) => {
      if (unpaid) return;
      await createRefundsRepository(tx).owe(after, 'sender_cancellation', deps.now());
      await createAuditRepository(tx).record({
        actorId: user.id,
        actorEmail: user.email,
        action: 'sender_cancel',
        entity: 'order',
        entityId: after.reference,
        before: { status: before.status },
        after: { status: after.status, refund_owed: after.total, currency: after.pricingCurrency },
      });
      await deps.mail.enqueue(tx, {
        to: user.email,
        language: user.language,
        template: refundOwedMail,
        data: {
          firstName: user.firstName,
          reference: after.reference,
          amount: formatMoney(after.total, after.pricingCurrency, user.language),
          note: null,
          link: found.link,
        },
      });
    },
  });
}

import type { Database } from '../../db/database.ts';
import {
  type GatewayName,
  gatewayLabels,
  type VerifiedPayment,
} from '../payments/payment-gateway.ts';
import type { PaymentOrders } from '../payments/payment-orders.ts';
import { historyNotes } from './history-notes.ts';
import type { ChangeStatus } from './order-status-changer.ts';
import { gatewayTransactionUsed, orderNotFound } from './orders-errors.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';
import type { PaymentAlerts, UnexpectedMoney } from './payment-alerts.ts';
import { violatedConstraint } from './unique-violation.ts';

export interface GatewayPaymentsDeps {
  db: Database;
  now: () => Date;
  changeStatus: ChangeStatus;
  alerts: PaymentAlerts;
}

const unexpectedMoney = (payment: VerifiedPayment): UnexpectedMoney => ({
  source: 'gateway',
  via: gatewayLabels[payment.gateway],
  transactionId: payment.gatewayTransactionId,
  amount: payment.amount,
  currency: payment.currency,
});

const actorOf = (payment: VerifiedPayment) => `gateway:${payment.gateway}`;

/** A paid order names the gateway that took the money, and is no longer paid to an account. */
const paidThrough = (gateway: GatewayName) =>
  ({ method: gateway, payTo: null, receivingAccountId: null }) as const;
const noteOf = ({ gateway, gatewayTransactionId, status }: VerifiedPayment) =>
  historyNotes.gatewayResult(gateway, gatewayTransactionId, status);

/**
 * The orders side of gateway callbacks. The order is the one the callback's reference names,
 * whatever its method now: a sender may open the gateway's page, then choose another method
 * for the cart, and still pay on that page. A paid result settles an order awaiting payment
 * (or one replaced by an older Giro) through `changeStatus` (history row with the raw callback,
 * sender's mail), records that it was paid through this gateway and stores
 * `<gateway>:<transaction id>`, whose unique index refuses the same transaction on another
 * order. A failed result fails only an order still paid through that gateway. Anything else
 * (pending, a failure of a gateway no longer chosen, a result for an order no longer awaiting
 * payment) is only recorded in the history, once: replays find their note there and change
 * nothing. A paid result the order cannot take (closed, submitted another way, or paid by
 * another transaction) is money to return: recorded once, it also flags the order and alerts
 * the operator (`PaymentAlerts`).
 */
export function createGatewayPayments(deps: GatewayPaymentsDeps): PaymentOrders {
  const repository = createOrdersRepository(deps.db);

  /**
   * Records the payment's note once: replays, in sequence or at once, find a note starting with
   * the payment's own (`noteOf`) under the row lock, whatever the order's status has become.
   */
  async function recordOnce(
    orderId: string,
    payment: VerifiedPayment,
    note: string,
    first?: (tx: Database, order: OrderRow, at: Date) => Promise<void>,
  ) {
    const actor = actorOf(payment);
    await deps.db.transaction(async (tx) => {
      const locked = createOrdersRepository(tx);
      const row = await locked.lock(orderId);
      if (row === undefined) throw orderNotFound();
      if (await locked.hasHistoryNote(orderId, noteOf(payment))) return;
      const { status } = row.order;
      const at = deps.now();
      const payload = payment.raw;
      const entry = { orderId, fromStatus: status, toStatus: status, actor, note, payload };
      await locked.addHistory({ ...entry, createdAt: at });
      await first?.(tx, row.order, at);
    });
  }

  async function settle(orderId: string, payment: VerifiedPayment, to: 'paid' | 'failed') {
    const actor = actorOf(payment);
    const note = noteOf(payment);
    const transaction = `${payment.gateway}:${payment.gatewayTransactionId}`;
    try {
      const { order, changed } = await deps.changeStatus(orderId, to, actor, note, {
        check: (current) =>
          to === 'paid'
            ? // Money taken for an order the sender replaced is still theirs: the order is paid.
              current.status === 'awaiting_payment' || current.status === 'replaced'
            : current.status === 'awaiting_payment' && current.method === payment.gateway,
        change: {
          gatewayTransactionId: transaction,
          ...(to === 'paid' && paidThrough(payment.gateway)),
        },
        payload: payment.raw,
      });
      if (changed || order.gatewayTransactionId === transaction) return;
      const flag =
        to === 'paid'
          ? (tx: Database, locked: OrderRow, at: Date) =>
              deps.alerts.raise(tx, locked, unexpectedMoney(payment), at)
          : undefined;
      const unapplied = historyNotes.gatewayIgnored(note, order.status);
      await recordOnce(orderId, payment, unapplied, flag);
    } catch (error) {
      if (violatedConstraint(error) === 'orders_gateway_transaction_key') {
        throw gatewayTransactionUsed();
      }
      throw error;
    }
  }

  return {
    async expectedPayment(_gateway, reference) {
      // Any status, not only awaiting payment: a replayed callback must verify to be ignored.
      const order = await repository.findByReference(reference);
      return order && { amount: order.total, currency: order.pricingCurrency };
    },

    async senderOf(_gateway, reference) {
      return (await repository.findByReference(reference))?.userId;
    },

    async onVerifiedPayment(payment) {
      const order = await repository.findByReference(payment.orderReference);
      if (order === undefined) throw orderNotFound();
      if (payment.status !== 'pending') return settle(order.id, payment, payment.status);
      await recordOnce(order.id, payment, noteOf(payment));
    },
  };
}

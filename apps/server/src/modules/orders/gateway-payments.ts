import type { Database } from '../../db/database.ts';
import { gatewayLabels, type VerifiedPayment } from '../payments/payment-gateway.ts';
import type { PaymentOrders } from '../payments/payment-orders.ts';
import type { ChangeStatus } from './order-status-changer.ts';
import { gatewayTransactionUsed, orderNotFound } from './orders-errors.ts';
import { createOrdersRepository } from './orders-repository.ts';
import { violatedConstraint } from './unique-violation.ts';

export interface GatewayPaymentsDeps {
  db: Database;
  now: () => Date;
  changeStatus: ChangeStatus;
}

const actorOf = (payment: VerifiedPayment) => `gateway:${payment.gateway}`;
const noteOf = ({ gateway, gatewayTransactionId, status }: VerifiedPayment) =>
  `${gatewayLabels[gateway]} payment ${gatewayTransactionId} ${status}`;

/**
 * The orders side of gateway callbacks. A paid or failed result settles an order awaiting
 * payment through `changeStatus` (history row with the raw callback, sender's mail) and stores
 * `<gateway>:<transaction id>`, whose unique index refuses the same transaction on another
 * order. Anything else (pending, or a result for an order no longer awaiting payment) is only
 * recorded in the history, once: replays find their note there and change nothing.
 */
export function createGatewayPayments(deps: GatewayPaymentsDeps): PaymentOrders {
  const repository = createOrdersRepository(deps.db);

  async function recordOnce(orderId: string, actor: string, note: string, payload: unknown) {
    await deps.db.transaction(async (tx) => {
      const locked = createOrdersRepository(tx);
      const row = await locked.lock(orderId);
      if (row === undefined) throw orderNotFound();
      if (await locked.hasHistoryNote(orderId, note)) return;
      const { status } = row.order;
      const entry = { orderId, fromStatus: status, toStatus: status, actor, note, payload };
      await locked.addHistory({ ...entry, createdAt: deps.now() });
    });
  }

  async function settle(orderId: string, payment: VerifiedPayment, to: 'paid' | 'failed') {
    const actor = actorOf(payment);
    const note = noteOf(payment);
    const transaction = `${payment.gateway}:${payment.gatewayTransactionId}`;
    try {
      const { order, changed } = await deps.changeStatus(orderId, to, actor, note, {
        check: (current) => current.status === 'awaiting_payment',
        change: { gatewayTransactionId: transaction },
        payload: payment.raw,
      });
      if (changed || order.gatewayTransactionId === transaction) return;
      await recordOnce(orderId, actor, `${note}, not applied: order ${order.status}`, payment.raw);
    } catch (error) {
      if (violatedConstraint(error) === 'orders_gateway_transaction_key') {
        throw gatewayTransactionUsed();
      }
      throw error;
    }
  }

  return {
    async expectedPayment(gateway, reference) {
      // Any status, not only awaiting payment: a replayed callback must verify to be ignored.
      const order = await repository.findForGateway(reference, gateway);
      return order && { amount: order.total, currency: order.pricingCurrency };
    },

    async senderOf(gateway, reference) {
      return (await repository.findForGateway(reference, gateway))?.userId;
    },

    async onVerifiedPayment(payment) {
      const order = await repository.findForGateway(payment.orderReference, payment.gateway);
      if (order === undefined) throw orderNotFound();
      if (payment.status !== 'pending') return settle(order.id, payment, payment.status);
      await recordOnce(order.id, actorOf(payment), noteOf(payment), payment.raw);
    },
  };
}

import { canTransition } from '@giro/shared';
import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OrderAction,
  orderActions,
  orderActionTargets,
} from '@giro/shared/admin/order-admin-contracts';
import { cryptoPaymentOf } from '../../orders/crypto-payment-of.ts';
import { readHistoryNote } from '../../orders/history-notes.ts';
import type { OrderRow, orderStatusHistory } from '../../orders/orders-tables.ts';
import type { OrderProofRow } from '../../transfers/transfers-tables.ts';
import { plainDecimal } from '../plain-decimal.ts';
import { historyActor } from './history-actors.ts';
import type { AdminOrderRow } from './orders-admin-repository.ts';

type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** Money has reached the operator: staff refund it; only the sender's right or a block cancels. */
const paidStatuses: readonly OrderRow['status'][] = ['paid', 'processing'];

/** The actions an order in `status` allows: the legal transitions staff may take. */
export function allowedActions(status: OrderRow['status']): OrderAction[] {
  return orderActions.filter(
    (action) =>
      canTransition(status, orderActionTargets[action]) &&
      !(action === 'cancel' && paidStatuses.includes(status)),
  );
}

function snapshot(value: object): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, field === null ? null : String(field)]),
  );
}

export function toOrderSummary({ order, email }: AdminOrderRow): AdminOrderSummary {
  return {
    reference: order.reference,
    status: order.status,
    method: order.method,
    agent_hash: order.agentHash,
    email,
    sender_name: order.sender.fullname,
    receiver_name: order.receiver.fullname,
    total: order.total,
    pricing_currency: order.pricingCurrency,
    receiving: order.receiving,
    destination_currency: order.destinationCurrency,
    created_at: order.createdAt.toISOString(),
    attention:
      order.attentionReason === null
        ? null
        : {
            reason: order.attentionReason,
            detail: order.attentionDetail ?? '',
            at: (order.attentionAt ?? order.updatedAt).toISOString(),
          },
    crypto: cryptoPaymentOf(order),
  };
}

export interface HistoryWithNames {
  history: HistoryRow[];
  /** Names of the senders and staff the history's actors are. */
  names: ReadonlyMap<string, string>;
}

export function toOrderDetail(
  row: AdminOrderRow,
  { history, names }: HistoryWithNames,
  proof: OrderProofRow | undefined,
  deliveryProof: boolean,
): Omit<AdminOrderDetail, 'compliance'> {
  const { order } = row;
  return {
    ...toOrderSummary(row),
    principal: order.principal,
    commission: order.commission,
    delivery_cost: order.deliveryCost,
    rate: plainDecimal(order.rate),
    payment_currency: order.paymentCurrency,
    crypto_amount: order.cryptoAmount === null ? null : plainDecimal(order.cryptoAmount),
    sender: snapshot(order.sender),
    receiver: snapshot(order.receiver),
    bank: snapshot(order.bank),
    pay_to: order.payTo === null ? null : snapshot(order.payTo),
    payer_account: order.payerAccount,
    payer_transaction: order.payerTransaction,
    txid: order.txid,
    gateway_transaction_id: order.gatewayTransactionId,
    history: history.map((entry) => ({
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      actor: historyActor(entry.actor, names),
      event: readHistoryNote(entry.note),
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    proof: proof
      ? {
          media_type: proof.mediaType,
          size: proof.size,
          uploaded_at: proof.uploadedAt.toISOString(),
        }
      : null,
    delivery_proof: deliveryProof,
    actions: allowedActions(order.status),
  };
}

import {
  isReceivingAccountMethod,
  type Language,
  type OrderStatus,
  type TransferDetail,
  type TransferPayment,
  type TransferStatusEntry,
  type TransferSummary,
} from '@giro/shared';
import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import { cryptoPaymentOf } from '../orders/crypto-payment-of.ts';
import type { OrderRow } from '../orders/orders-tables.ts';

export function transferSummary(order: OrderRow, hold: HoldReason | null): TransferSummary {
  return {
    reference: order.reference,
    status: order.status,
    method: order.method,
    created_at: order.createdAt.toISOString(),
    total: order.total,
    payment_currency: order.paymentCurrency,
    pricing_currency: order.pricingCurrency,
    receiving: order.receiving,
    destination_currency: order.destinationCurrency,
    receiver_name: order.receiver.fullname,
    crypto: cryptoPaymentOf(order),
    hold,
  };
}

export interface OwnedOrder {
  order: OrderRow;
  intervalEs: string | null;
  intervalEn: string | null;
  availableWithinDays: number | null;
  proofOrderId: string | null;
  deliveryProofOrderId: string | null;
}

/** Statuses in which a payment is not yet verified: a proof of it still helps. */
const unverified: readonly OrderStatus[] = ['awaiting_payment', 'payment_submitted'];

/**
 * A proof of payment is taken for a Zelle, PayPal or bank transfer order whose payment is not
 * verified yet: on an unpaid order the upload is the "I have paid" step.
 */
export const acceptsProof = (order: OrderRow) =>
  isReceivingAccountMethod(order.method) && unverified.includes(order.status);

export function deliveryInterval(owned: OwnedOrder, language: Language): string | null {
  const intervals: Record<Language, string | null> = { es: owned.intervalEs, en: owned.intervalEn };
  return intervals[language];
}

export interface HistoryRow {
  status: TransferStatusEntry['status'];
  at: Date;
  payload: unknown;
}

/** The order placed instead of a replaced one, as its replacement recorded it. */
function replacedBy(history: readonly HistoryRow[]): string | null {
  const entry = history.findLast((row) => row.status === 'replaced');
  const payload = entry?.payload;
  if (typeof payload !== 'object' || payload === null || !('replaced_by' in payload)) return null;
  return typeof payload.replaced_by === 'string' ? payload.replaced_by : null;
}

/** What the sender's rights and compliance add to the detail (see `transfers-service`). */
export type TransferRights = Pick<
  TransferDetail,
  'hold' | 'can_cancel' | 'cancel_until' | 'available_on' | 'can_claim' | 'claims' | 'refund'
>;

export function transferDetail(
  owned: OwnedOrder,
  history: readonly HistoryRow[],
  language: Language,
  payment: TransferPayment | null,
  rights: TransferRights,
): TransferDetail {
  const { order } = owned;
  return {
    ...transferSummary(order, rights.hold),
    principal: order.principal,
    commission: order.commission,
    delivery_cost: order.deliveryCost,
    rate: order.rate,
    delivery_interval: deliveryInterval(owned, language),
    delivery_option: order.deliveryOptionId,
    agent_hash: order.agentHash,
    sender: order.sender,
    receiver: order.receiver,
    bank: order.bank,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    // An unpaid order under a hold takes no payment, so no "I have paid" proof either.
    accepts_proof:
      acceptsProof(order) && (rights.hold === null || order.status !== 'awaiting_payment'),
    has_proof: owned.proofOrderId !== null,
    delivery_proof: owned.deliveryProofOrderId !== null,
    payment: rights.hold === null ? payment : null,
    replaced_by: replacedBy(history),
    ...rights,
  };
}

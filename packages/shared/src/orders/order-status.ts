import { z } from 'zod';

export const orderStatuses = [
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'processing',
  'delivered',
  'cancelled',
  'expired',
  'failed',
  'refunded',
  'replaced',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The only legal status changes. A sender's confirmation moves an order to payment_submitted;
 * gateways and the operator mark it paid or failed; paid money is either delivered (through
 * processing) or refunded. An unpaid order is replaced when the sender picks another method for
 * the same cart; it is paid only if money arrives for it anyway (a gateway's callback, or the
 * operator finding the payment). A paid order not yet delivered is cancelled with a refund owed:
 * the sender within 30 minutes of paying, or the operator blocking a sanctions match.
 * Delivered, cancelled, expired, failed and refunded are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['payment_submitted', 'paid', 'failed', 'cancelled', 'expired', 'replaced'],
  payment_submitted: ['paid', 'failed', 'cancelled'],
  paid: ['processing', 'refunded', 'cancelled'],
  processing: ['delivered', 'refunded', 'cancelled'],
  delivered: [],
  cancelled: [],
  expired: [],
  failed: [],
  refunded: [],
  replaced: ['paid'],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** How an order's total reads: still due, paid, or plain (being verified, or ended unpaid). */
export type TotalWording = 'due' | 'paid' | 'plain';

/**
 * Statuses an order reaches only once its money arrived. Only these may be called paid by a
 * mail, a page or a receipt; a receipt exists only for them.
 */
const moneyArrivedStatuses: readonly OrderStatus[] = [
  'paid',
  'processing',
  'delivered',
  'refunded',
];

export function moneyArrived(status: OrderStatus): boolean {
  return moneyArrivedStatuses.includes(status);
}

export function totalWording(status: OrderStatus): TotalWording {
  if (status === 'awaiting_payment') return 'due';
  return moneyArrived(status) ? 'paid' : 'plain';
}

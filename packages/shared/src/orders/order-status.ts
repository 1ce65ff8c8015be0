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
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The only legal status changes. A sender's confirmation moves an order to payment_submitted;
 * gateways and the operator mark it paid or failed; paid money is either delivered (through
 * processing) or refunded. Delivered, cancelled, expired, failed and refunded are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['payment_submitted', 'paid', 'failed', 'cancelled', 'expired'],
  payment_submitted: ['paid', 'failed', 'cancelled'],
  paid: ['processing', 'refunded'],
  processing: ['delivered', 'refunded'],
  delivered: [],
  cancelled: [],
  expired: [],
  failed: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

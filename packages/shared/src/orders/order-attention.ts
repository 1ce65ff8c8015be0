import { z } from 'zod';

/**
 * Why an order needs the operator: money arrived that the order did not expect, so it has to
 * be returned or applied by hand. The sender's timeline does not change for it.
 * - `paid_when_closed`: a paid gateway payment for an order already cancelled, expired or failed.
 * - `paid_twice`: a further, different paid gateway payment for an order already paid.
 */
export const orderAttentionReasons = ['paid_when_closed', 'paid_twice'] as const;
export type OrderAttentionReason = (typeof orderAttentionReasons)[number];
const orderAttentionReasonSchema = z.enum(orderAttentionReasons);

/** The flag as the console shows it: why, what arrived, since when. */
export const orderAttentionSchema = z.object({
  reason: orderAttentionReasonSchema,
  /** What arrived, e.g. "TropiPay payment 8f2c… paid 105.00 USD". */
  detail: z.string(),
  at: z.iso.datetime({ offset: true }),
});

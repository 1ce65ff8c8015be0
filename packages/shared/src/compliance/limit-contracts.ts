import { z } from 'zod';
import { decimalInput, positiveMoneyInput } from '../admin/admin-decimals.ts';

/** The rolling windows a sender's orders are summed over, beside the one-transfer limit. */
const limitWindows = ['transfer', 'day', 'month'] as const;
export type LimitWindow = (typeof limitWindows)[number];

const money = z.string();

/** One currency's limits (GET /api/admin/compliance/limits), in that currency; null: none. */
export const senderLimitSchema = z.object({
  currency: z.string(),
  usd_value: z.string(),
  per_transfer: money.nullable(),
  per_day: money.nullable(),
  per_month: money.nullable(),
});
export type SenderLimit = z.infer<typeof senderLimitSchema>;
export const senderLimitListSchema = z.array(senderLimitSchema);

const optionalLimit = z.union([z.null(), positiveMoneyInput]);

/** PUT /api/admin/compliance/limits/:currency. */
export const senderLimitBodySchema = z.object({
  usd_value: decimalInput({ decimals: 8, integerDigits: 10, positive: true }),
  per_transfer: optionalLimit,
  per_day: optionalLimit,
  per_month: optionalLimit,
});
export type SenderLimitBody = z.input<typeof senderLimitBodySchema>;

export const limitCurrencyParamsSchema = z.object({ currency: z.string().min(1).max(10) });

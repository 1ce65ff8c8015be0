import { z } from 'zod';
import { requiredText } from '../contact-info/text-fields.ts';
import { databaseIdSchema } from '../database-id.ts';
import { orderStatusSchema } from '../orders/order-status.ts';
import { holdReasonSchema, holdStatusSchema } from './compliance-holds.ts';
import { screeningMatchSchema } from './screening-match.ts';

const isoDate = z.iso.datetime({ offset: true });

/** A compliance hold as the operator sees it beside its order. */
export const adminHoldSchema = z.object({
  id: z.number().int(),
  reason: holdReasonSchema,
  status: holdStatusSchema,
  matches: z.array(screeningMatchSchema),
  list_version: z.number().int().nullable(),
  created_at: isoDate,
  decided_at: isoDate.nullable(),
  decided_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminHold = z.infer<typeof adminHoldSchema>;

/** An open hold in the console's review queue, with what identifies its order. */
export const adminHoldQueueItemSchema = adminHoldSchema.extend({
  order: z.object({
    reference: z.string(),
    status: orderStatusSchema,
    created_at: isoDate,
    total: z.string(),
    currency: z.string(),
    sender_name: z.string(),
    sender_email: z.string(),
    receiver_name: z.string(),
  }),
});
export type AdminHoldQueueItem = z.infer<typeof adminHoldQueueItemSchema>;
export const adminHoldQueueSchema = z.array(adminHoldQueueItemSchema);

export const adminHoldQuerySchema = z.object({ reason: holdReasonSchema.default('sanctions') });

export const holdIdParamsSchema = z.object({ id: databaseIdSchema });

/**
 * Clear (a false positive: the name pairs are remembered and not held again) or block (the
 * order is cancelled; money received is owed back), each with the operator's reason.
 */
export const holdDecisionBodySchema = z.object({
  decision: z.enum(['clear', 'block']),
  note: requiredText,
});
export type HoldDecisionBody = z.infer<typeof holdDecisionBodySchema>;

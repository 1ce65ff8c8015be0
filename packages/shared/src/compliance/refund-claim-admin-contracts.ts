import { z } from 'zod';
import { optionalText, requiredText } from '../contact-info/text-fields.ts';
import { claimOutcomeSchema, claimSchema } from './claim-contracts.ts';

const isoDate = z.iso.datetime({ offset: true });

/** A refund in the console's refund queue. */
export const adminRefundSchema = z.object({
  reference: z.string(),
  reason: z.enum(['sender_cancellation', 'sanctions_block']),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  sender_email: z.string(),
  created_at: isoDate,
  refunded_at: isoDate.nullable(),
  refunded_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
export const adminRefundListSchema = z.array(adminRefundSchema);

export const openOrDoneQuerySchema = z.object({ status: z.enum(['open', 'done']).default('open') });

export const refundReferenceParamsSchema = z.object({ reference: z.string().min(1).max(32) });
export const refundDoneBodySchema = z.object({ note: optionalText.default('') });

/** An error claim in the console's queue: the 90-day deadline is `due_at`. */
export const adminClaimSchema = claimSchema.extend({
  reference: z.string(),
  sender_email: z.string(),
  sender_name: z.string(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;
export const adminClaimListSchema = z.array(adminClaimSchema);

export const claimIdParamsSchema = z.object({ id: z.uuid() });
export const claimAnswerBodySchema = z.object({
  outcome: claimOutcomeSchema,
  answer: requiredText.max(2000, { error: 'validation.too_long' }),
});
export type ClaimAnswerBody = z.infer<typeof claimAnswerBodySchema>;

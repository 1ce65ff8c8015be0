import { z } from 'zod';
import { requiredText } from '../contact-info/text-fields.ts';

/** What went wrong with a transfer, as the sender reports it (Regulation E § 1005.33). */
export const claimKinds = [
  'not_received',
  'wrong_amount',
  'late',
  'wrong_receiver',
  'other',
] as const;
const claimKindSchema = z.enum(claimKinds, { error: 'validation.required' });
export type ClaimKind = z.infer<typeof claimKindSchema>;

/** The operator's finding: the error was corrected (refund, redelivery), or there was none. */
export const claimOutcomes = ['corrected', 'no_error'] as const;
export const claimOutcomeSchema = z.enum(claimOutcomes);
export type ClaimOutcome = z.infer<typeof claimOutcomeSchema>;

/** A sender reports an error within 180 days; the operator answers within 90. */
export const claimWindowDays = 180;
export const claimAnswerDays = 90;

export const claimBodySchema = z.object({
  kind: claimKindSchema,
  description: requiredText.max(2000, { error: 'validation.too_long' }),
});
export type ClaimBody = z.infer<typeof claimBodySchema>;

export const claimSchema = z.object({
  id: z.string(),
  kind: claimKindSchema,
  description: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  due_at: z.iso.datetime({ offset: true }),
  outcome: claimOutcomeSchema.nullable(),
  answer: z.string().nullable(),
  answered_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

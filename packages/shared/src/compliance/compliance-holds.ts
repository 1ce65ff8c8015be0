import { z } from 'zod';

/**
 * Why an order cannot be paid or delivered yet: a possible sanctions match the operator reviews,
 * or the sender's identity, which must be verified above the operator's 30-day threshold.
 */
export const holdReasons = ['sanctions', 'identity'] as const;
export const holdReasonSchema = z.enum(holdReasons);
export type HoldReason = z.infer<typeof holdReasonSchema>;

/** open → cleared or blocked (sanctions, by the operator) / resolved (identity, once verified). */
export const holdStatuses = ['open', 'cleared', 'blocked', 'resolved'] as const;
export const holdStatusSchema = z.enum(holdStatuses);
export type HoldStatus = z.infer<typeof holdStatusSchema>;

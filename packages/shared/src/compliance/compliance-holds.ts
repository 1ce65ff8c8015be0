import { z } from 'zod';

/**
 * Why an order cannot be paid or delivered yet: a possible sanctions match the operator reviews;
 * no SDN list in force (none imported, or not confirmed current for `sanctionsListMaxAgeDays`),
 * so the order could not be screened and waits for a list; or the sender's identity, which must
 * be verified above the operator's 30-day threshold.
 */
export const holdReasons = ['sanctions', 'screening_unavailable', 'identity'] as const;
export const holdReasonSchema = z.enum(holdReasons);
export type HoldReason = z.infer<typeof holdReasonSchema>;

/**
 * open → cleared or blocked (sanctions, by the operator) / resolved (identity once verified,
 * screening once a list in force screened the order).
 */
export const holdStatuses = ['open', 'cleared', 'blocked', 'resolved'] as const;
export const holdStatusSchema = z.enum(holdStatuses);
export type HoldStatus = z.infer<typeof holdStatusSchema>;

/** A list not confirmed current (imported, or fetched unchanged) for longer screens nothing. */
export const sanctionsListMaxAgeDays = 7;

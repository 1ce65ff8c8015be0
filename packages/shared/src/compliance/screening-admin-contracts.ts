import { z } from 'zod';
import { requiredText } from '../contact-info/text-fields.ts';
import { databaseIdSchema } from '../database-id.ts';

const isoDate = z.iso.datetime({ offset: true });

/**
 * Whether orders are screened now: `in_force`, or not (`missing`: no list was ever imported;
 * `stale`: the list was not confirmed current for `max_age_days`), when every new order waits.
 */
export const screeningStatusSchema = z.object({
  state: z.enum(['in_force', 'stale', 'missing']),
  version: z.number().int().nullable(),
  /** When the list was last known current (its import, or the same file fetched again). */
  checked_at: isoDate.nullable(),
  max_age_days: z.number().int(),
  /** Orders held because no list was in force, waiting for one. */
  waiting_orders: z.number().int(),
});
export type ScreeningStatus = z.infer<typeof screeningStatusSchema>;

/** A false positive the operator cleared: one person (name and identity) against one entry. */
const adminClearanceSchema = z.object({
  id: z.number().int(),
  party: z.enum(['sender', 'receiver']),
  /** The name and document the order wrote ('' for a sender's document). */
  name: z.string(),
  document: z.string(),
  /** The sender's account email (a sender's identity is the account); null for a receiver. */
  sender_email: z.string().nullable(),
  /** 0 and nulls for a name the list could not be compared with. */
  ent_num: z.number().int(),
  entry_name: z.string().nullable(),
  programs: z.array(z.string()),
  /** The entry reads otherwise in the list in force (or left it): this person is screened again. */
  entry_changed: z.boolean(),
  order_reference: z.string(),
  reason: z.string(),
  cleared_by: z.string(),
  cleared_at: isoDate,
  revoked_at: isoDate.nullable(),
  revoked_by: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type AdminClearance = z.infer<typeof adminClearanceSchema>;
export const adminClearanceListSchema = z.array(adminClearanceSchema);

export const clearanceQuerySchema = z.object({
  status: z.enum(['active', 'revoked']).default('active'),
});
export const clearanceIdParamsSchema = z.object({ id: databaseIdSchema });
export const clearanceRevokeBodySchema = z.object({ note: requiredText });

/** The revoked clearance, and how many of the person's open orders were held again. */
export const clearanceRevokedSchema = z.object({
  clearance: adminClearanceSchema,
  held_orders: z.number().int(),
});

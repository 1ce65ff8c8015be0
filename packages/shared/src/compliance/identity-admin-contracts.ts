import { z } from 'zod';
import { optionalText, requiredText } from '../contact-info/text-fields.ts';
import {
  identityAddressSchema,
  identityDocumentTypeSchema,
  identityStatusSchema,
} from './identity-contracts.ts';

const isoDate = z.iso.datetime({ offset: true });

/** A submission in the console's identity queue (the photo opens through its own call). */
export const adminIdentitySchema = z.object({
  id: z.string(),
  status: identityStatusSchema,
  sender: z.object({ name: z.string(), email: z.string() }),
  date_of_birth: z.string(),
  address: identityAddressSchema,
  document_type: identityDocumentTypeSchema,
  document_number: z.string(),
  document_country: z.string(),
  document_expiry: z.string(),
  expired: z.boolean(),
  submitted_at: isoDate,
  decided_at: isoDate.nullable(),
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
  /** Orders of the sender waiting for this verification. */
  held_orders: z.array(z.string()),
});
export type AdminIdentity = z.infer<typeof adminIdentitySchema>;
export const adminIdentityListSchema = z.array(adminIdentitySchema);

export const adminIdentityQuerySchema = z.object({
  status: identityStatusSchema.default('pending'),
});

export const identityIdParamsSchema = z.object({ id: z.uuid() });

/** Approve, or reject with a reason the sender reads. */
export const identityDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: optionalText.default('') }),
  z.object({ decision: z.literal('reject'), reason: requiredText }),
]);
export type IdentityDecisionBody = z.input<typeof identityDecisionBodySchema>;

import { isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';
import { optionalText, requiredText } from '../contact-info/text-fields.ts';

export const identityDocumentTypes = ['passport', 'national_id', 'driver_license'] as const;
export const identityDocumentTypeSchema = z.enum(identityDocumentTypes, {
  error: 'validation.required',
});

/** pending → approved or rejected (with a reason the sender reads). */
export const identityStatuses = ['pending', 'approved', 'rejected'] as const;
export const identityStatusSchema = z.enum(identityStatuses);
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** The photo of the ID: a phone's JPEG or PNG, re-encoded like payment proofs. */
export const identityImageMediaTypes = ['image/jpeg', 'image/png'] as const;

const countryCode = requiredText
  .toUpperCase()
  .refine((code) => isSupportedCountry(code), { error: 'validation.invalid' });

/** A calendar date as the date input gives it: YYYY-MM-DD. */
const calendarDateSchema = requiredText.regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: 'validation.invalid',
});

export const identityAddressSchema = z.object({
  line: requiredText,
  city: requiredText,
  region: optionalText,
  postal_code: optionalText,
  country: countryCode,
});
export type IdentityAddress = z.infer<typeof identityAddressSchema>;

/**
 * What the sender submits beside the photo (the `data` field of the form, as JSON). The server
 * also checks the dates against its clock: 18 or older, a document not yet expired.
 */
export const identitySubmissionSchema = z.object({
  date_of_birth: calendarDateSchema,
  address: identityAddressSchema,
  document_type: identityDocumentTypeSchema,
  document_number: requiredText.max(40, { error: 'validation.invalid' }),
  document_country: countryCode,
  document_expiry: calendarDateSchema,
});
export type IdentitySubmission = z.infer<typeof identitySubmissionSchema>;
export type IdentitySubmissionInput = z.input<typeof identitySubmissionSchema>;

/**
 * GET /api/identity: whether the sender must verify now (`required`: an order waits for it),
 * their latest submission, and whether it still counts (`verified`: approved, document valid).
 */
export const identityStateSchema = z.object({
  required: z.boolean(),
  verified: z.boolean(),
  /** The operator's 30-day threshold in the sender's main currency, for the explanation. */
  threshold: z.object({ amount: z.string(), currency: z.string() }),
  latest: z
    .object({
      id: z.string(),
      status: identityStatusSchema,
      submitted_at: z.iso.datetime({ offset: true }),
      document_type: identityDocumentTypeSchema,
      document_expiry: z.string(),
      expired: z.boolean(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type IdentityState = z.infer<typeof identityStateSchema>;

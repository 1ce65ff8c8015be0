import { z } from 'zod';
import { stringInput } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { passkeyAssertionSchema, passkeyRegistrationSchema } from './passkey-contracts.ts';

export type { SecondFactorMethod } from './second-factor-methods.ts';

// Second factors: an authenticator app (TOTP, RFC 6238), passkeys (WebAuthn) and one-time
// recovery codes. Every call under /api/account needs a session; the sign-in's second step
// (/api/auth/signin/…) takes the token the password step answered.

const isoDate = z.iso.datetime({ offset: true });

/** The 6 digits an authenticator app shows; spaces ("123 456") are dropped. */
export const totpCodeSchema = stringInput()
  .overwrite((value) => value.replace(/\s/g, ''))
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^\d{6}$/, { error: 'validation.totp_code' });

/** A recovery code as printed ("7kq2-m9xd-4hza-tw3e"); case, spaces and dashes don't matter. */
export const recoveryCodeSchema = stringInput()
  .overwrite((value) => value.toLowerCase().replace(/[\s-]/g, ''))
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^[\da-z]{16}$/, { error: 'validation.recovery_code' });

/**
 * Proof of the second factor: POST /api/auth/signin/second-factor (the sign-in's second step)
 * and POST /api/account/step-up (confirming a sensitive change). A wrong code counts against the
 * same sign-in limits as a wrong password.
 */
export const secondFactorProofSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('totp'), code: totpCodeSchema }),
    z.object({ method: z.literal('recovery_code'), code: recoveryCodeSchema }),
    z.object({ method: z.literal('passkey'), credential: passkeyAssertionSchema }),
  ],
  { error: requiredOrInvalid },
);
export type SecondFactorProofInput = z.input<typeof secondFactorProofSchema>;
export type SecondFactorProof = z.output<typeof secondFactorProofSchema>;

/** POST /api/auth/signin/passkey: a passkey alone signs a sender in (no password typed). */
export const passkeySignInBodySchema = z.object(
  { credential: passkeyAssertionSchema },
  { error: requiredOrInvalid },
);

/** A registered passkey, as the account's security page lists it. */
const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Synced to the person's other devices (a cloud keychain) rather than bound to one. */
  backed_up: z.boolean(),
  created_at: isoDate,
  last_used_at: isoDate.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/account/security: the account's factors and recovery codes. */
export const accountSecuritySchema = z.object({
  /** The account's address (named in the recovery codes' file). */
  email: z.string(),
  /** Staff accounts must keep a factor; their console opens only once they have one. */
  staff: z.boolean(),
  /** Whether signing in with the password asks for a second factor. */
  second_factor_required: z.boolean(),
  /** When the authenticator app was turned on; null while it is off. */
  totp_enabled_at: isoDate.nullable(),
  passkeys: z.array(passkeySchema),
  /** Unused recovery codes; they exist while the password alone is not enough. */
  recovery_codes_left: z.number().int(),
  /** When this session last proved a second factor; a step-up lasts 5 minutes from it. */
  second_factor_at: isoDate.nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** POST /api/account/totp: a new secret to scan (QR code of `uri`) or type; on once confirmed. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** `otpauth://totp/…`, the QR code's content. */
  uri: z.string(),
});

/** POST /api/account/totp/confirm: the first code from the app turns it on. */
export const totpConfirmBodySchema = z.object(
  { code: totpCodeSchema },
  { error: requiredOrInvalid },
);

/**
 * What adding a factor answers: the account's ten new recovery codes when this factor is the one
 * that made a second factor necessary (shown once, never again), else null.
 */
export const factorAddedSchema = z.object({
  recovery_codes: z.array(z.string()).nullable(),
});
export type FactorAdded = z.infer<typeof factorAddedSchema>;

/** POST /api/account/passkeys: the browser's new credential, and an optional name for it. */
export const addPasskeyBodySchema = z.object(
  {
    credential: passkeyRegistrationSchema,
    name: stringInput().trim().max(60, { error: 'validation.too_long' }).optional(),
  },
  { error: requiredOrInvalid },
);
export type AddPasskeyBody = z.output<typeof addPasskeyBodySchema>;

export const addPasskeyResponseSchema = factorAddedSchema.extend({ passkey: passkeySchema });

export const passkeyParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** POST /api/account/recovery-codes: ten new codes; the old ones stop working. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** POST /api/account/step-up: the second factor proven again, good for 5 minutes. */
export const stepUpResponseSchema = z.object({ second_factor_at: isoDate });

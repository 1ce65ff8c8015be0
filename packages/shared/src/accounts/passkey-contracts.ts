import { z } from 'zod';

// WebAuthn's JSON forms (W3C WebAuthn level 3, `toJSON()` of a credential and of its options),
// as @simplewebauthn/browser sends and reads them. Binary values are base64url strings.

const base64url = z
  .string()
  .regex(/^[\w-]*$/, { error: 'validation.invalid' })
  .max(16_384);
const credentialType = z.literal('public-key');
const transports = z.array(z.string().max(32)).max(8);

// Options are the server's answers: their enumerations stay open, as WebAuthn's own do.
const credentialDescriptor = z.object({
  id: base64url,
  type: z.string(),
  transports: transports.optional(),
});

/** What the browser answers `navigator.credentials.create()` with: a new passkey. */
export const passkeyRegistrationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: credentialType,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

/** What the browser answers `navigator.credentials.get()` with: a signed challenge. */
export const passkeyAssertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: credentialType,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** Options for `navigator.credentials.create()` (registering a passkey). */
export const passkeyCreationOptionsSchema = z.object({
  challenge: base64url,
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  attestation: z.string().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  /** Giro asks only whether the passkey is discoverable (credProps). */
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** Options for `navigator.credentials.get()` (signing in or confirming with a passkey). */
export const passkeyRequestOptionsSchema = z.object({
  challenge: base64url,
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

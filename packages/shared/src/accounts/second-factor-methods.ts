/**
 * How a sign-in's second step can be proven: an authenticator app's code, a passkey, or one of
 * the account's recovery codes. Apart from the zod contracts, so a first screen can name them.
 */
export const secondFactorMethods = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 6 digits, 30-second steps.
const periodSeconds = 30;

function totp(secret: string, label?: { account: string; issuer: string }) {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    ...(label && { label: label.account, issuer: label.issuer }),
  });
}

/** A new shared secret: 160 random bits (RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/Issuer:account?secret=…`: what the enrolment's QR code holds. */
export function totpUri(secret: string, label: { account: string; issuer: string }): string {
  return totp(secret, label).toString();
}

/** The time step `at` falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / periodSeconds);
}

/**
 * The time step `code` is the code of, when that is the current step or the one before or after
 * (a phone's clock a little off, a code typed as it changed); null for any other code.
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code of step `step` (the tests' authenticator app). */
export function totpCodeAt(secret: string, step: number): string {
  return totp(secret).generate({ timestamp: step * periodSeconds * 1000 });
}

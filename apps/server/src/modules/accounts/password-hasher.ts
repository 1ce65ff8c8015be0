import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id with 19 MiB, 2 passes, 1 lane: OWASP's recommended minimum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a stored hash the library cannot read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification and fails: used for unknown emails, so the answer
 * time does not tell which addresses have an account.
 */
export async function verifyNoPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 is enough here: the tokens are 256 random bits, so they cannot be guessed offline. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh URL-safe bearer or email token and the hash to store in its place. */
export function createSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

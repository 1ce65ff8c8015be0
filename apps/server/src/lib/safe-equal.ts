import { timingSafeEqual } from 'node:crypto';

/** Compares a received secret (signature, token) with the expected one without leaking where they differ. */
export function safeEqual(received: string, expected: string): boolean {
  const left = Buffer.from(received);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

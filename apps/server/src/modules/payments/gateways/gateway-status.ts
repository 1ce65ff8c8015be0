import type { PaymentStatus } from '../payment-gateway.ts';

/** A gateway's own status word, compared without case; anything unlisted is still pending. */
export function statusOf(
  status: string,
  words: { paid: readonly string[]; failed: readonly string[] },
): PaymentStatus {
  const word = status.toLowerCase();
  if (words.paid.includes(word)) return 'paid';
  if (words.failed.includes(word)) return 'failed';
  return 'pending';
}

import { createHash } from 'node:crypto';
import type { StatementLineDraft } from './statements/statement-draft.ts';

/**
 * What makes a line the same line in another statement of its account: the bank's id when the
 * format makes it unique (`id:<id>`); otherwise its day, direction, amount, currency, payer and
 * memo, with its rank among identical lines of its file, so that two equal payments on one day
 * stay two lines while the same day in an overlapping statement adds none.
 */
export function lineFingerprints(lines: readonly StatementLineDraft[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankTransactionId !== null) return `id:${line.bankTransactionId}`;
    const { bookedOn, direction, amount, currency, payerName, memo } = line;
    const fields = JSON.stringify([bookedOn, direction, amount, currency, payerName, memo]);
    const rank = (seen.get(fields) ?? 0) + 1;
    seen.set(fields, rank);
    return `fields:${createHash('sha256').update(`${fields}#${rank}`).digest('base64url')}`;
  });
}

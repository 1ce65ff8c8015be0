import type { Language } from '@giro/shared';
import type { IdentitySubmission } from '@giro/shared/compliance/identity-contracts';
import { AppError } from '../../lib/app-error.ts';
import { validationError } from '../../lib/validation-error.ts';
import type { IdentityVerificationRow } from './identity-tables.ts';

/** Today as a calendar date in UTC (YYYY-MM-DD), how document dates are compared. */
function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A document expiring today is still valid today. */
export function hasExpired(row: Pick<IdentityVerificationRow, 'documentExpiry'>, now: Date) {
  return row.documentExpiry < utcDate(now);
}

/** Approved and its document still valid: the sender's identity counts as verified. */
export function isVerified(row: IdentityVerificationRow | undefined, now: Date): boolean {
  return row?.status === 'approved' && !hasExpired(row, now);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const invalidField = (path: string, language: Language) =>
  validationError([{ path: [path], message: 'validation.invalid' }], language, '');

/** The dates checked against the clock: a real birth date 18 or more years ago, a valid document. */
export function checkSubmissionDates(
  submission: IdentitySubmission,
  now: Date,
  language: Language,
): void {
  const { date_of_birth: born, document_expiry: expiry } = submission;
  if (!isCalendarDate(born) || born < '1900-01-01') throw invalidField('date_of_birth', language);
  if (!isCalendarDate(expiry)) throw invalidField('document_expiry', language);
  const today = utcDate(now);
  const adult = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
  if (born > adult) throw new AppError(422, 'identity_underage');
  if (expiry < today) throw new AppError(422, 'identity_document_expired');
}

import type { StatementDirection } from '@giro/shared/reconciliation/statement-lines';
import Big from 'big.js';
import { StatementProblem } from './statement-problem.ts';

/** The amount columns hold 12 digits before the point and 2 after. */
const integerDigits = 12;
const signedDecimal = /^([+-]?)(\d+)(?:\.(\d*))?$/;

export interface SignedAmount {
  direction: StatementDirection;
  /** Positive, 2 decimals, exactly the written value. */
  amount: string;
}

/**
 * An amount as the file writes it ("105.00", "-45.5", "+7"), with `.` as the decimal point:
 * its sign and its exact value. More than 2 non-zero decimals is an error, never a rounding.
 */
export function readSignedAmount(text: string, line: number): SignedAmount {
  const match = signedDecimal.exec(text);
  if (match === null) throw new StatementProblem(line, 'bad_amount', { value: text });
  const [, sign, whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new StatementProblem(line, 'amount_decimals', { value: text });
  }
  const value = new Big(`${whole}.${fraction.slice(0, 2) || '0'}`);
  if (value.e >= integerDigits)
    throw new StatementProblem(line, 'amount_too_large', { value: text });
  return { direction: sign === '-' ? 'debit' : 'credit', amount: value.toFixed(2) };
}

/** An unsigned amount: `readSignedAmount` refusing a sign. */
export function readAmount(text: string, line: number): string {
  if (/^[+-]/.test(text)) throw new StatementProblem(line, 'bad_amount', { value: text });
  return readSignedAmount(text, line).amount;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of a real calendar day, or a `bad_date` problem naming `text` and `format`. */
export function calendarDate(
  parts: { year: number; month: number; day: number },
  text: string,
  format: string,
  line: number,
): string {
  const { year, month, day } = parts;
  const real =
    Number.isInteger(year) &&
    year >= 1900 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month);
  if (!real) throw new StatementProblem(line, 'bad_date', { value: text, format });
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The date part of an ISO 8601 date or date-time ("2024-03-05", "2024-03-05T09:12:00+01:00"). */
export function readIsoDate(text: string, line: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (match === null)
    throw new StatementProblem(line, 'bad_date', { value: text, format: 'ISO 8601' });
  const [, year, month, day] = match.map(Number);
  return calendarDate(
    { year: year ?? 0, month: month ?? 0, day: day ?? 0 },
    text,
    'ISO 8601',
    line,
  );
}

export function readCurrency(text: string, line: number): string {
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new StatementProblem(line, 'bad_currency', { value: text });
  return code;
}

/** Text as the operator reads it: spaces collapsed, blank as null. */
export function cleanText(text: string | undefined | null): string | null {
  const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/** Non-blank parts joined with " / ", each once. */
export function joinMemo(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) {
    const text = cleanText(part);
    if (text !== null) seen.add(text);
  }
  return [...seen].join(' / ');
}

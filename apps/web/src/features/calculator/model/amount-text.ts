import type { Language } from '@giro/shared/i18n';
import { formatTypedAmount } from '@giro/shared/locale-format';
import { MONEY_DECIMALS } from '@giro/shared/pricing/money';

// The server takes 16 characters at most; no route comes near ten integer digits.
const MAX_WHOLE_DIGITS = 10;

/** Digits and one decimal point, at most two decimals: all an amount field keeps (spec §5). */
export function sanitizeAmount(text: string): string {
  const [whole = '', ...fractions] = text.replace(/[^\d.]/g, '').split('.');
  const trimmedWhole = whole.slice(0, MAX_WHOLE_DIGITS);
  if (fractions.length === 0) return trimmedWhole;
  return `${trimmedWhole}.${fractions.join('').slice(0, MONEY_DECIMALS)}`;
}

/**
 * What a typed change leaves in the field. A comma counts as the decimal point: Spanish
 * keyboards, mobile ones included, offer only the comma.
 */
export function typedAmount(text: string): string {
  return sanitizeAmount(text.replaceAll(',', '.'));
}

export type TextSelection = { start: number; end: number };

/** Pasted text loses every character an amount cannot hold (commas read as thousands). */
export function pastedAmount(value: string, pasted: string, { start, end }: TextSelection): string {
  return sanitizeAmount(
    `${value.slice(0, start)}${pasted.replace(/[^\d.]/g, '')}${value.slice(end)}`,
  );
}

export type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

/**
 * Keys an amount field refuses: printable characters other than digits and a first point.
 * Shortcuts (copy, paste, select all) pass; typed changes are sanitized anyway.
 */
export function isBlockedKey(
  press: KeyPress,
  value: string,
  { start, end }: TextSelection,
): boolean {
  const { key } = press;
  if (press.ctrlKey || press.metaKey || press.altKey || key.length !== 1 || /\d/.test(key)) {
    return false;
  }
  if (key !== '.' && key !== ',') return true;
  return `${value.slice(0, start)}${value.slice(end)}`.includes('.');
}

/**
 * The field's text for the amount held (digits and a point): grouped as the language writes
 * amounts, or, while the sender types, with only its decimal mark (one character for one, so
 * the caret and a selection stay where they were).
 */
export function shownAmount(value: string, language: Language, typing: boolean): string {
  return formatTypedAmount(value, language, !typing);
}

import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { unmaskDigits } from './card-format.ts';
import { maxTextLength } from './text-limits.ts';

export { maxTextLength };

export function stringInput() {
  return z.string({ error: requiredOrInvalid });
}

/** Trimmed text; whitespace-only counts as empty (spec §5). */
export const requiredText = stringInput()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(maxTextLength, { error: 'validation.too_long', abort: true });

export const optionalText = stringInput()
  .trim()
  .max(maxTextLength, { error: 'validation.too_long' });

/**
 * A person's name as on their ID: words of letters in any script (with their combining marks),
 * joined by spaces, hyphens or apostrophes ("López-Calleja", "O'Neill", "D’Alessandro"). NFC
 * first, so "é" typed as e + accent counts as one letter.
 */
const personNamePattern = /^[\p{L}\p{M}]+(?:[ '’ʼ\-‐‑]+[\p{L}\p{M}]+)*$/u;

export const personName = requiredText
  .normalize('NFC')
  .regex(personNamePattern, { error: 'validation.person_name' });

export const requiredEmail = requiredText.regex(z.regexes.email, { error: 'validation.email' });

export const optionalEmail = optionalText.refine(
  (value) => value === '' || z.regexes.email.test(value),
  {
    error: 'validation.email',
  },
);

/**
 * Exactly `length` digits; spaces from an input mask are dropped. `error` says what is expected
 * ("El carné de identidad tiene 11 dígitos"), not only that the value is wrong.
 */
export function requiredDigits(length: number, error: string) {
  return stringInput()
    .overwrite(unmaskDigits)
    .min(1, { error: 'validation.required', abort: true })
    .regex(new RegExp(`^\\d{${length}}$`), { error, abort: true });
}

/** '' or exactly `length` digits; spaces from an input mask are dropped. */
export function optionalDigits(length: number, error: string) {
  return stringInput()
    .overwrite(unmaskDigits)
    .regex(new RegExp(`^(?:\\d{${length}})?$`), { error, abort: true });
}

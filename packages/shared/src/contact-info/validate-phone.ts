import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { stringInput } from './text-fields.ts';

/** Longest text a phone input accepts (spec §5). */
export const phoneMaxLength = 25;
export const senderPhoneCountry: CountryCode = 'US';
export const receiverPhoneCountry: CountryCode = 'CU';

export type PhoneCheck =
  | { ok: true; e164: string }
  | { ok: false; error: 'validation.required' | 'validation.phone_invalid' };

// The parser would otherwise pick a number out of any text ("call 202-555-0123 now").
const phoneCharacters = /^\+?[\d ().-]+$/;

/**
 * Checks what was typed against the chosen country and returns the number in E.164
 * ("+5351234567"). Text starting with "+" is read as international whatever the country.
 * The full ('max') metadata is used because the 'min' one accepts unassigned Cuban ranges.
 */
export function validatePhone(raw: string, country?: CountryCode): PhoneCheck {
  const value = raw.trim();
  if (value === '') return { ok: false, error: 'validation.required' };
  const phone =
    value.length <= phoneMaxLength && phoneCharacters.test(value)
      ? parsePhoneNumberFromString(value, country)
      : undefined;
  return phone?.isValid()
    ? { ok: true, e164: phone.number }
    : { ok: false, error: 'validation.phone_invalid' };
}

/** A phone as the contact info carries it: international text in, E.164 out. */
export const phoneSchema = stringInput().transform((value, context) => {
  const check = validatePhone(value);
  if (check.ok) return check.e164;
  context.issues.push({ code: 'custom', message: check.error, input: value });
  return z.NEVER;
});

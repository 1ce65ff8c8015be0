import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A stored phone as people read and dial it: E.164 "+5351234567" → "+53 5 1234567"; text that is
 * not a valid number (an operator's free text, an old record) is shown as stored.
 */
export function formatPhone(phone: string): string {
  const parsed = phone.trim().startsWith('+')
    ? parsePhoneNumberFromString(phone.trim())
    : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/** Digits in a bank card number or account (spec §9). */
export const cardNumberLength = 16;

/** Removes the spaces a mask adds, leaving anything else for validation to judge. */
export function unmaskDigits(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * Input mask for card and account numbers: keeps at most 16 digits, in groups of 4
 * ("1234 5678 9012 3456"). Works on partial input, so it can run on every keystroke.
 */
export function formatCardGroups(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, cardNumberLength);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

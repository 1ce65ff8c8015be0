import { describe, expect, it } from 'vitest';
import { isBlockedKey, pastedAmount, sanitizeAmount, typedAmount } from './amount-text';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const caret = (at: number) => ({ start: at, end: at });

describe('amount text', () => {
  it.each([
    ['120', '120'],
    ['12a0', '120'],
    ['-5', '5'],
    ['1e3', '13'],
    ['12.3.4', '12.34'],
    ['0.999', '0.99'],
    ['.5', '.5'],
    ['12345678901234', '1234567890'],
  ])('keeps %j as %j', (text, kept) => {
    expect(sanitizeAmount(text)).toBe(kept);
  });

  it('reads a typed comma as the decimal point', () => {
    expect(typedAmount('12,5')).toBe('12.5');
  });

  it('drops the commas of pasted thousands and inserts at the selection', () => {
    expect(pastedAmount('', '$1,250.00 USD', caret(0))).toBe('1250.00');
    expect(pastedAmount('19', '0', { start: 1, end: 2 })).toBe('10');
  });

  it.each(['a', '-', '+', 'e', ' '])('blocks the key %j', (key) => {
    expect(isBlockedKey(press(key), '12', caret(2))).toBe(true);
  });

  it.each(['5', '.', ',', 'Backspace', 'ArrowLeft', 'Tab'])('lets the key %j through', (key) => {
    expect(isBlockedKey(press(key), '12', caret(2))).toBe(false);
  });

  it('blocks a second decimal point unless the selection replaces the first', () => {
    expect(isBlockedKey(press('.'), '1.5', caret(3))).toBe(true);
    expect(isBlockedKey(press(','), '1.5', caret(3))).toBe(true);
    expect(isBlockedKey(press('.'), '1.5', { start: 1, end: 2 })).toBe(false);
  });

  it('lets shortcuts such as paste and select-all through', () => {
    expect(isBlockedKey(press('v', { ctrlKey: true }), '12', caret(2))).toBe(false);
    expect(isBlockedKey(press('a', { metaKey: true }), '12', caret(2))).toBe(false);
  });
});

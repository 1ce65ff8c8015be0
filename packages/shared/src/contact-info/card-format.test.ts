import { describe, expect, it } from 'vitest';
import { formatCardGroups, unmaskDigits } from './card-format.ts';

describe('formatCardGroups', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1234', '1234'],
    ['12345', '1234 5'],
    ['1234567890123456', '1234 5678 9012 3456'],
    ['1234 5678 9012 3456', '1234 5678 9012 3456'],
    ['12a34-56', '1234 56'],
  ])('shows %j as %j while typing', (typed, shown) => {
    expect(formatCardGroups(typed)).toBe(shown);
  });

  it('stops at 16 digits', () => {
    expect(formatCardGroups('12345678901234567890')).toBe('1234 5678 9012 3456');
  });
});

describe('unmaskDigits', () => {
  it('removes the spaces of the mask', () => {
    expect(unmaskDigits(' 1234 5678\t9012 3456 ')).toBe('1234567890123456');
  });

  it('keeps anything else so validation can reject it', () => {
    expect(unmaskDigits('1234-56ab')).toBe('1234-56ab');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it.each([
    ['+5351234567', '+53 5 1234567'],
    ['+12025550123', '+1 202 555 0123'],
    ['+34612345678', '+34 612 34 56 78'],
  ])('writes %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it.each(['', '305-555-0142 ext. 2', '+99912'])('leaves %j as stored', (text) => {
    expect(formatPhone(text)).toBe(text);
  });
});

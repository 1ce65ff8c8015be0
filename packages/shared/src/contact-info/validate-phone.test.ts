import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf } from './test-fixtures.ts';
import {
  phoneMaxLength,
  phoneSchema,
  receiverPhoneCountry,
  senderPhoneCountry,
  validatePhone,
} from './validate-phone.ts';

describe('validatePhone', () => {
  it.each([
    ['2025550123', '+12025550123'],
    ['(201) 555-0123', '+12015550123'],
    ['202.555.0123', '+12025550123'],
    ['+1 800 555 0199', '+18005550199'],
  ])('accepts the US number %j as %s', (typed, e164) => {
    expect(validatePhone(typed, 'US')).toEqual({ ok: true, e164 });
  });

  it.each([
    '1115550123',
    '2021234567',
    '555-0123',
    '202555012',
    'call 202-555-0123 now',
    '+1 202 555 0123 ext. 12',
    '1-800-FLOWERS',
  ])('rejects %j for the US', (typed) => {
    expect(validatePhone(typed, 'US')).toEqual({ ok: false, error: 'validation.phone_invalid' });
  });

  it.each([
    ['5 123 4567', '+5351234567'],
    ['51234567', '+5351234567'],
    ['62345678', '+5362345678'],
    ['7 123 4567', '+5371234567'],
    ['+53 5 123 4567', '+5351234567'],
  ])('accepts the Cuban number %j as %s', (typed, e164) => {
    expect(validatePhone(typed, 'CU')).toEqual({ ok: true, e164 });
  });

  it.each([
    ['91234567', 'an unassigned range'],
    ['61234567', 'a mobile range the min metadata would let through'],
    ['5123456', 'a mobile one digit short'],
    ['512345678', 'a mobile one digit long'],
  ])('rejects %j for Cuba: %s', (typed) => {
    expect(validatePhone(typed, 'CU')).toEqual({ ok: false, error: 'validation.phone_invalid' });
  });

  it('reads a number starting with + as international whatever country is chosen', () => {
    expect(validatePhone('+1 202 555 0123', 'CU')).toEqual({ ok: true, e164: '+12025550123' });
  });

  it('needs a + when no country is given', () => {
    expect(validatePhone('2025550123')).toEqual({ ok: false, error: 'validation.phone_invalid' });
  });

  it.each(['', '   '])('asks for the phone when it is %j', (typed) => {
    expect(validatePhone(typed, 'US')).toEqual({ ok: false, error: 'validation.required' });
  });

  it('accepts 25 characters and rejects 26', () => {
    const typed = (spaces: number) => `+1${' '.repeat(spaces)}2025550123`;
    expect(typed(13)).toHaveLength(phoneMaxLength);
    expect(validatePhone(typed(13), 'US').ok).toBe(true);
    expect(validatePhone(typed(14), 'US')).toEqual({
      ok: false,
      error: 'validation.phone_invalid',
    });
  });

  it('defaults the sender to the US and the receiver to Cuba', () => {
    expect([senderPhoneCountry, receiverPhoneCountry]).toEqual(['US', 'CU']);
  });
});

describe('phoneSchema', () => {
  const field = z.object({ phone: phoneSchema });

  it('stores an international number in E.164', () => {
    expect(field.parse({ phone: ' +53 5 123 4567 ' })).toEqual({ phone: '+5351234567' });
  });

  it.each([
    ['51234567', 'validation.phone_invalid'],
    ['+53 9 123 4567', 'validation.phone_invalid'],
    ['  ', 'validation.required'],
    [undefined, 'validation.required'],
    [51234567, 'validation.invalid'],
  ])('answers %j with %s', (phone, message) => {
    expect(issuesOf(field.safeParse({ phone }))).toEqual({ phone: message });
  });
});

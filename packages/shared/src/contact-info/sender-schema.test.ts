import { describe, expect, it } from 'vitest';
import { moneySources } from './money-sources.ts';
import { senderSchema } from './sender-schema.ts';
import { issuesOf, validContactInfo } from './test-fixtures.ts';
import { maxTextLength } from './text-fields.ts';

const validSender = validContactInfo().sender;
const check = (field: string, value: unknown) =>
  issuesOf(senderSchema.safeParse({ ...validSender, [field]: value }));

describe('senderSchema', () => {
  it('accepts a complete sender and normalises it', () => {
    const parsed = senderSchema.parse({
      ...validSender,
      fullname: '  Jose\u0301 Pe\u0301rez ',
      email: ' maria@example.com ',
      phone: '+1 (202) 555-0123',
    });
    expect(parsed).toEqual({
      moneysource: 'salary',
      fullname: 'José Pérez',
      email: 'maria@example.com',
      phone: '+12025550123',
      crypto: '',
    });
  });

  it.each(moneySources)('accepts the money source %s', (source) => {
    expect(check('moneysource', source)).toEqual({});
  });

  it.each([
    ['moneysource', 'lottery', 'validation.invalid'],
    ['moneysource', undefined, 'validation.required'],
    ['moneysource', '', 'validation.invalid'],
  ])('answers %s %j with %s', (field, value, message) => {
    expect(check(field, value)).toEqual({ [field]: message });
  });

  it.each([
    'María José Núñez',
    'Zoë Ñandú',
    'Jose\u0301',
    'Łukasz Żółć',
    'Ana  Pérez',
    'Luis Alberto Rodríguez López-Calleja',
    "Siobhán O'Neill",
    'Giulia D’Alessandro',
    'Αλέξανδρος Παπαδόπουλος',
    'Дмитрий Иванов',
    'محمد عبد الله',
    '王小明',
    'अनीता शर्मा',
  ])('accepts the name %j', (name) => {
    expect(check('fullname', name)).toEqual({});
  });

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['Juan 2', 'validation.person_name'],
    ['R2D2', 'validation.person_name'],
    ['-Ana', 'validation.person_name'],
    ["Ana María'", 'validation.person_name'],
    ['López--', 'validation.person_name'],
    ['Juan\tPérez', 'validation.person_name'],
    ['Juan.', 'validation.person_name'],
    ['Ana_María', 'validation.person_name'],
    ['a'.repeat(maxTextLength + 1), 'validation.too_long'],
  ])('answers the name %j with %s', (name, message) => {
    expect(check('fullname', name)).toEqual({ fullname: message });
  });

  it.each([
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    ['maria', 'validation.email'],
    ['maria@', 'validation.email'],
    ['maria@example', 'validation.email'],
    ['maria @example.com', 'validation.email'],
  ])('answers the email %j with %s', (email, message) => {
    expect(check('email', email)).toEqual({ email: message });
  });

  it.each([
    ['+12025550123', undefined],
    ['+53 5 123 4567', undefined],
    ['2025550123', 'validation.phone_invalid'],
    ['', 'validation.required'],
  ])('answers the phone %j with %s', (phone, message) => {
    expect(check('phone', phone)).toEqual(message ? { phone: message } : {});
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['USDT on TRC20', undefined],
    ['x'.repeat(maxTextLength + 1), 'validation.too_long'],
  ])('answers the crypto note %j with %s', (crypto, message) => {
    expect(check('crypto', crypto)).toEqual(message ? { crypto: message } : {});
  });
});

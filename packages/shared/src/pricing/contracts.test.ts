import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translateShared } from '../i18n.ts';
import {
  calcMoneySentBodySchema,
  calcMoneySentResponseSchema,
  checkUserUrlBodySchema,
  checkUserUrlResponseSchema,
  getCurrenciesQuerySchema,
  getCurrenciesResponseSchema,
} from './contracts.ts';

const calc = { amount: '100', currency: 'USD', destination_currency: 'CUP', type: 1 } as const;
const parsedCalc = { ...calc, amount: '100.00', key: '', delivery: null };

describe('calcMoneySentBodySchema', () => {
  it.each<[string, unknown, z.output<typeof calcMoneySentBodySchema>]>([
    ['canonicalises the amount to cents', calc, parsedCalc],
    [
      'accepts a JSON number amount',
      { ...calc, amount: 250.5 },
      { ...parsedCalc, amount: '250.50' },
    ],
    ['trims a padded amount', { ...calc, amount: ' 0.5 ' }, { ...parsedCalc, amount: '0.50' }],
    ['accepts a receive quote for CUP', { ...calc, type: 2 }, { ...parsedCalc, type: 2 }],
    [
      'keeps the agent hash and delivery option',
      { ...calc, key: ' ab12 ', delivery: 3 },
      { ...parsedCalc, key: 'ab12', delivery: 3 },
    ],
    [
      'treats a null agent and delivery as none',
      { ...calc, key: null, delivery: null },
      parsedCalc,
    ],
    ['drops fields it does not know', { ...calc, lang: 'es', cart: {} }, parsedCalc],
  ])('%s', (_name, body, expected) => {
    expect(calcMoneySentBodySchema.parse(body)).toEqual(expected);
  });

  it.each<[string, unknown, string, string]>([
    ['a missing amount', { ...calc, amount: undefined }, 'amount', 'validation.required'],
    ['a blank amount', { ...calc, amount: '   ' }, 'amount', 'validation.required'],
    ['a non-numeric amount', { ...calc, amount: '12abc' }, 'amount', 'validation.invalid'],
    ['an amount in exponent notation', { ...calc, amount: 1e21 }, 'amount', 'validation.invalid'],
    ['a signed amount', { ...calc, amount: '-5' }, 'amount', 'validation.invalid'],
    ['a null amount', { ...calc, amount: null }, 'amount', 'validation.invalid'],
    [
      'an absurdly long amount',
      { ...calc, amount: '12345678901234567' },
      'amount',
      'validation.invalid',
    ],
    ['a zero amount', { ...calc, amount: 0 }, 'amount', 'validation.amount_positive'],
    ['fractions of a cent', { ...calc, amount: '10.005' }, 'amount', 'validation.amount_decimals'],
    [
      'fractions of a cent as a number',
      { ...calc, amount: 10.005 },
      'amount',
      'validation.amount_decimals',
    ],
    ['a float artefact', { ...calc, amount: 0.1 + 0.2 }, 'amount', 'validation.invalid'],
    ['no payment currency', { ...calc, currency: '' }, 'currency', 'validation.payment_currency'],
    [
      'a missing payment currency',
      { ...calc, currency: undefined },
      'currency',
      'validation.payment_currency',
    ],
    [
      'an unknown destination',
      { ...calc, destination_currency: 'EUR' },
      'destination_currency',
      'validation.invalid',
    ],
    [
      'a missing destination',
      { ...calc, destination_currency: undefined },
      'destination_currency',
      'validation.required',
    ],
    ['a quote type other than 1 or 2', { ...calc, type: 3 }, 'type', 'validation.invalid'],
    ['a quote type sent as text', { ...calc, type: '1' }, 'type', 'validation.invalid'],
    ['a missing quote type', { ...calc, type: undefined }, 'type', 'validation.required'],
    ['a fractional delivery id', { ...calc, delivery: 1.5 }, 'delivery', 'validation.invalid'],
    ['a non-numeric agent hash', { ...calc, key: 42 }, 'key', 'validation.invalid'],
  ])('rejects %s', (_name, body, path, message) => {
    const issues = calcMoneySentBodySchema.safeParse(body).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ]);
    expect(translateShared('es', message)).not.toBe(message);
    expect(translateShared('en', message)).not.toBe(message);
  });
});

describe('agent hash requests', () => {
  it.each([
    [{}, ''],
    [{ u: '' }, ''],
    [{ u: ' f00d ' }, 'f00d'],
  ])('reads the get_currencies query %j as agent "%s"', (query, hash) => {
    expect(getCurrenciesQuerySchema.parse(query)).toEqual({ u: hash });
  });

  it.each([
    [{ p: 'f00d' }, 'f00d'],
    [{ p: null }, ''],
    [{}, ''],
  ])('reads the check_user_url body %j as agent "%s"', (body, hash) => {
    expect(checkUserUrlBodySchema.parse(body)).toEqual({ p: hash });
  });

  it('rejects a hash longer than 128 characters', () => {
    expect(checkUserUrlBodySchema.safeParse({ p: 'x'.repeat(129) }).success).toBe(false);
  });

  it('rejects a repeated u query parameter', () => {
    expect(getCurrenciesQuerySchema.safeParse({ u: ['a', 'b'] }).success).toBe(false);
  });
});

describe('response schemas', () => {
  const quote = {
    underlimit: false,
    receiving: '12000.00',
    value: '100.00',
    topay: '106.50',
    btc: null,
    tasa: '120',
    comision: '4.00',
  };

  it.each<[string, z.ZodType, unknown, boolean]>([
    ['a fiat quote', calcMoneySentResponseSchema, quote, true],
    ['a crypto quote', calcMoneySentResponseSchema, { ...quote, btc: '0.00156923' }, true],
    ['money without cents', calcMoneySentResponseSchema, { ...quote, topay: '106.5' }, false],
    ['negative money', calcMoneySentResponseSchema, { ...quote, comision: '-4.00' }, false],
    ['btc not to 8 decimals', calcMoneySentResponseSchema, { ...quote, btc: '0.0015' }, false],
    ['a rate in exponent notation', calcMoneySentResponseSchema, { ...quote, tasa: '1e2' }, false],
    [
      'currencies and delivery options',
      getCurrenciesResponseSchema,
      {
        currencies: [
          { name: 'USD', fiat: true, destinations: ['USD CASH', 'CUP'] },
          { name: 'BTC', fiat: false, destinations: ['CUP'] },
        ],
        delivery: [
          { id: 1, interval: '2 horas - 3 días hábiles', is_default: 1, destinations: ['CUP'] },
        ],
      },
      true,
    ],
    [
      'a fiat flag as 0/1',
      getCurrenciesResponseSchema,
      { currencies: [{ name: 'USD', fiat: 1, destinations: [] }], delivery: [] },
      false,
    ],
    [
      'an agent check',
      checkUserUrlResponseSchema,
      {
        success: true,
        hash: 'f00d',
        destination_currencies: [{ name: 'USD CASH' }, { name: 'CUP' }],
        message: '',
      },
      true,
    ],
    [
      'an agent check with an unknown destination',
      checkUserUrlResponseSchema,
      { success: true, hash: '', destination_currencies: [{ name: 'EUR' }], message: '' },
      false,
    ],
  ])('%s → valid: %s', (_name, schema, payload, valid) => {
    expect(schema.safeParse(payload).success).toBe(valid);
  });
});

import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  divideRoundingUp,
  formatDecimal,
  parseDecimal,
  roundDown,
  roundHalfUp,
  roundUp,
  toBig,
} from './money.ts';

describe('parseDecimal', () => {
  it.each([
    ['100', '100'],
    ['100.5', '100.5'],
    ['0.01', '0.01'],
    ['007.50', '7.5'],
    ['5.', '5'],
    ['.5', '0.5'],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseDecimal(text)?.toFixed()).toBe(value);
  });

  it.each([
    '',
    '.',
    '-1',
    '+1',
    '1e3',
    '1E-2',
    ' 1',
    '1 ',
    '1,5',
    '1.2.3',
    'NaN',
    'Infinity',
    '0x10',
  ])('rejects "%s"', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});

describe('toBig', () => {
  it('passes a non-negative Big through and parses strings strictly', () => {
    const value = new Big('2.5');
    expect(toBig(value)).toBe(value);
    expect(toBig('2.50').eq(value)).toBe(true);
  });

  it.each([['1e3'], [new Big(-1)]])('throws RangeError on %s', (value) => {
    expect(() => toBig(value)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it.each([
    ['1.005', '1.01', '1.01', '1.00'],
    ['1.004', '1.00', '1.01', '1.00'],
    ['1.999', '2.00', '2.00', '1.99'],
    ['2', '2.00', '2.00', '2.00'],
  ])('rounds %s to cents: half-up %s, up %s, down %s', (value, halfUp, up, down) => {
    const big = new Big(value);
    expect(formatDecimal(roundHalfUp(big, 2), 2)).toBe(halfUp);
    expect(formatDecimal(roundUp(big, 2), 2)).toBe(up);
    expect(formatDecimal(roundDown(big, 2), 2)).toBe(down);
  });

  it('formats without exponent notation however large or small', () => {
    expect(formatDecimal(new Big('1e21'), 2)).toBe('1000000000000000000000.00');
    expect(formatDecimal(new Big('1e-9'), 8)).toBe('0.00000000');
  });

  it.each([
    ['100', 0],
    ['1.50', 1],
    ['0.00000001', 8],
    ['0', 0],
  ])('counts the decimals of %s as %i', (value, places) => {
    expect(decimalPlaces(new Big(value))).toBe(places);
  });
});

describe('divideRoundingUp', () => {
  it.each([
    ['10000', '120', 2, '83.34'],
    ['12000', '120', 2, '100.00'],
    ['102', '65000.12', 8, '0.00156923'],
    ['1.0000000000000000000000001', '1', 2, '1.01'],
  ])(
    'gives the smallest multiple: %s / %s to %i decimals is %s',
    (dividend, divisor, dp, expected) => {
      expect(formatDecimal(divideRoundingUp(new Big(dividend), new Big(divisor), dp), dp)).toBe(
        expected,
      );
    },
  );
});

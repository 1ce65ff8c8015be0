import Big from 'big.js';
import { z } from 'zod';
import { decimalInputPattern, decimalPlaces, isDecimalString } from '../pricing/money.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

export interface DecimalRule {
  /** Digits allowed after the point (the column's scale). */
  decimals: number;
  /** Digits allowed before the point (the column's precision minus its scale). */
  integerDigits: number;
  /** Zero is refused. */
  positive?: boolean;
  /** Largest value allowed, inclusive. */
  max?: string;
  /** Message key when `max` is exceeded. */
  maxError?: string;
}

const integerDigitsOf = (value: Big) => Math.max(1, value.e + 1);

/**
 * A decimal the operator types ("1.07", "320"), checked against the database column it lands in
 * and sent on as a canonical string without trailing zeros ("1.070" → "1.07").
 */
export function decimalInput(rule: DecimalRule) {
  const { decimals, integerDigits, positive = false, max, maxError = 'validation.invalid' } = rule;
  return z
    .string({ error: requiredOrInvalid })
    .meta({ pattern: decimalInputPattern(integerDigits, decimals) })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine(isDecimalString, { error: 'validation.decimal', abort: true })
    .refine((value) => integerDigitsOf(new Big(value)) <= integerDigits, {
      error: 'validation.too_large',
      abort: true,
    })
    .refine((value) => decimalPlaces(new Big(value)) <= decimals, {
      error: 'validation.too_many_decimals',
      abort: true,
    })
    .refine((value) => !positive || new Big(value).gt(0), {
      error: 'validation.positive',
      abort: true,
    })
    .refine((value) => max === undefined || new Big(value).lte(max), { error: maxError })
    .transform((value) => new Big(value).toFixed());
}

/** numeric(18,6) exchange rates. */
export const rateInput = decimalInput({ decimals: 6, integerDigits: 12, positive: true });
/** numeric(7,4) percentages, 0 to 100. */
export const percentInput = decimalInput({
  decimals: 4,
  integerDigits: 3,
  max: '100',
  maxError: 'validation.percent',
});
/**
 * The largest amount an order row holds (its money columns are numeric(14,2)). Operator money is
 * numeric(12,2) and percentages at most 100, so principal, commission and total always fit;
 * receiving (principal × tasa) is the one product the route's terms must keep below it.
 */
export const orderMoneyMax = '999999999999.99';

/** numeric(12,2) money, zero allowed. */
export const moneyInput = decimalInput({ decimals: 2, integerDigits: 10 });
/** numeric(12,2) money above zero. */
export const positiveMoneyInput = decimalInput({ decimals: 2, integerDigits: 10, positive: true });
/** numeric(20,8) USD prices of one crypto unit. */
export const cryptoPriceInput = decimalInput({ decimals: 8, integerDigits: 12, positive: true });

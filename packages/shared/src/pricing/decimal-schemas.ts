import Big from 'big.js';
import { z } from 'zod';
import {
  decimalInputPattern,
  decimalPlaces,
  formatDecimal,
  isDecimalString,
  MONEY_DECIMALS,
} from './money.ts';
import { requiredOrInvalid } from './required-or-invalid.ts';

/** Money on the wire: "12.50". */
export const moneyStringSchema = z.string().regex(/^\d+\.\d{2}$/);
/** A crypto amount on the wire: "0.00156923". */
export const cryptoAmountStringSchema = z.string().regex(/^\d+\.\d{8}$/);
/** An exchange rate on the wire, as precise as the operator set it: "120", "0.92". */
export const rateStringSchema = z.string().regex(/^\d+(?:\.\d+)?$/);

// Far above any route maximum, and short enough to keep big.js work trivial.
const AMOUNT_MAX_LENGTH = 16;

/**
 * An amount a sender typed: a decimal string, or a JSON number stringified with `String(n)` and
 * then validated like a string (so 1e21 or 0.1 + 0.2 are rejected rather than rounded).
 * Outputs the canonical money string with 2 decimals ("5" → "5.00").
 */
export const amountInputSchema = z
  .union(
    [
      z.string().meta({ pattern: decimalInputPattern(AMOUNT_MAX_LENGTH - 3, MONEY_DECIMALS) }),
      z.number(),
    ],
    { error: requiredOrInvalid },
  )
  .transform((amount) => String(amount).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .max(AMOUNT_MAX_LENGTH, { error: 'validation.invalid', abort: true })
      .refine(isDecimalString, { error: 'validation.invalid', abort: true })
      .refine((amount) => new Big(amount).gt(0), {
        error: 'validation.amount_positive',
        abort: true,
      })
      .refine((amount) => decimalPlaces(new Big(amount)) <= MONEY_DECIMALS, {
        error: 'validation.amount_decimals',
      })
      .transform((amount) => formatDecimal(new Big(amount), MONEY_DECIMALS)),
  );

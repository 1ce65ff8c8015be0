import Big from 'big.js';

/** Fiat amounts (and USD-priced crypto quotes) carry cents. */
export const MONEY_DECIMALS = 2;
/** Crypto amounts to pay carry satoshis. */
export const CRYPTO_DECIMALS = 8;

/** A decimal value as code passes it around: a Big, or a string `parseDecimal` accepts. */
export type DecimalInput = Big | string;

// Digits with at most one point and at least one digit ("5", "5.", ".5", "5.25"); no sign, no exponent.
const DECIMAL_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * JSON Schema `pattern` of a decimal input with up to `integerDigits` digits before the point
 * and `decimals` after it, surrounding spaces allowed (inputs are trimmed). Documentation only:
 * the schemas that use it validate with their own refinements and messages.
 */
export function decimalInputPattern(integerDigits: number, decimals: number): string {
  return `^\\s*(?:\\d{1,${integerDigits}}(?:\\.\\d{0,${decimals}})?|\\.\\d{1,${decimals}})\\s*$`;
}

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

/** Strictly parses a non-negative decimal string; anything else (sign, exponent, spaces) is undefined. */
export function parseDecimal(value: string): Big | undefined {
  return isDecimalString(value) ? new Big(value) : undefined;
}

/** A non-negative Big from a Big or a strictly parsed string; anything else throws RangeError. */
export function toBig(value: DecimalInput, what = 'decimal'): Big {
  const parsed = typeof value === 'string' ? parseDecimal(value) : value;
  if (parsed === undefined || parsed.lt(0)) throw new RangeError(`Malformed ${what}: "${value}"`);
  return parsed;
}

/** Number of digits after the point, ignoring trailing zeros ("1.50" has 1). */
export function decimalPlaces(value: Big): number {
  return Math.max(0, value.c.length - value.e - 1);
}

export function roundHalfUp(value: Big, decimals: number): Big {
  return value.round(decimals, Big.roundHalfUp);
}

/** Rounds away from zero: for the non-negative amounts here, towards +∞. */
export function roundUp(value: Big, decimals: number): Big {
  return value.round(decimals, Big.roundUp);
}

/** Truncates: for the non-negative amounts here, towards zero. */
export function roundDown(value: Big, decimals: number): Big {
  return value.round(decimals, Big.roundDown);
}

/** Fixed-point string with exactly `decimals` digits after the point, rounding half-up. */
export function formatDecimal(value: Big, decimals: number): string {
  return value.toFixed(decimals, Big.roundHalfUp);
}

/**
 * The smallest value with `decimals` digits whose product with `divisor` reaches `dividend`,
 * i.e. dividend / divisor rounded up, exactly. `divisor` must be positive.
 */
export function divideRoundingUp(dividend: Big, divisor: Big, decimals: number): Big {
  const quotient = roundUp(dividend.div(divisor), decimals);
  // Big.div stops at Big.DP digits, so a quotient just above a step can come back one step short.
  return quotient.times(divisor).lt(dividend) ? quotient.plus(new Big(`1e-${decimals}`)) : quotient;
}

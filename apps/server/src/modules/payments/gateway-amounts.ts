import { decimalPlaces, formatDecimal, MONEY_DECIMALS, parseDecimal, toBig } from '@giro/shared';
import type Big from 'big.js';

/** An order amount ("12.5" or "12.50") as a positive Big; anything else is a programming error. */
export function orderAmount(amount: string): Big {
  const value = toBig(amount, 'payment amount');
  if (value.lte(0)) throw new RangeError(`Payment amount must be positive: "${amount}"`);
  return value;
}

export const moneyString = (value: Big) => formatDecimal(value, MONEY_DECIMALS);

/**
 * For gateways whose JSON wants a number. A 2-decimal amount below 2^53 cents prints back
 * exactly, and nothing computes with it.
 */
export const jsonNumber = (value: Big) => Number(moneyString(value));

export const toCents = (value: Big) => Number(value.times(100).toFixed(0));

/**
 * A gateway's amount (decimal string or JSON number, in units or cents) as a money string;
 * undefined when garbled or finer than a cent, so it is never rounded into a match.
 */
export function gatewayAmount(value: string | number, inCents = false): string | undefined {
  const parsed = parseDecimal(String(value));
  const units = inCents ? parsed?.div(100) : parsed;
  if (units === undefined || decimalPlaces(units) > MONEY_DECIMALS) return undefined;
  return moneyString(units);
}

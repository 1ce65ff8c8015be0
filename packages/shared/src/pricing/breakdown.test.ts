import { describe, expect, it } from 'vitest';
import { breakdownCurrencyLabel, deliveryCost } from './breakdown.ts';

describe('breakdownCurrencyLabel', () => {
  it.each([
    ['EUR', 'EUR'],
    ['USD', 'USD'],
    ['CAD', 'USD'],
    ['BTC', 'USD'],
    ['USDT', 'USD'],
  ])('labels amounts paid in %s as %s', (currency, label) => {
    expect(breakdownCurrencyLabel(currency)).toBe(label);
  });
});

describe('deliveryCost', () => {
  it.each([
    [{ value: '100.00', comision: '4.00', topay: '106.50' }, '2.50'],
    [{ value: '83.34', comision: '3.50', topay: '86.84' }, '0.00'],
  ])('recovers the delivery cost included in %j as %s', (quote, cost) => {
    expect(deliveryCost(quote)).toBe(cost);
  });
});

import { describe, expect, it } from 'vitest';
import { methodAcceptsCart, type PaymentMethod, paymentMethods } from './payment-methods.ts';

const usd = { currency: 'USD', fiat: true };
const eur = { currency: 'EUR', fiat: true };
const btc = { currency: 'BTC', fiat: false };

describe('methodAcceptsCart', () => {
  it('offers crypto to crypto carts only', () => {
    expect(methodAcceptsCart('crypto', btc)).toBe(true);
    expect(methodAcceptsCart('crypto', usd)).toBe(false);
  });

  it('offers Airtm to USD carts only', () => {
    expect(methodAcceptsCart('airtm', usd)).toBe(true);
    expect(methodAcceptsCart('airtm', eur)).toBe(false);
    expect(methodAcceptsCart('airtm', btc)).toBe(false);
  });

  it.each(
    paymentMethods.filter(
      (method): method is Exclude<PaymentMethod, 'crypto' | 'airtm'> =>
        !['crypto', 'airtm'].includes(method),
    ),
  )('offers %s to every fiat cart and no crypto cart', (method) => {
    expect(methodAcceptsCart(method, usd)).toBe(true);
    expect(methodAcceptsCart(method, eur)).toBe(true);
    expect(methodAcceptsCart(method, btc)).toBe(false);
  });
});

import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcMoneySentResponseSchema } from './contracts.ts';
import { type QuoteType, quoteType } from './enums.ts';
import type { PricingRoute } from './pricing-route.ts';
import { type QuoteExtras, quote } from './quote.ts';

/** A decimal string from an integer count of 10^-decimals units, without floating point. */
function units(count: number | bigint, decimals: number): string {
  const digits = String(count).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

const cents = (min: number, max: number) => fc.integer({ min, max }).map((n) => units(n, 2));
const decimal = (min: number, max: number, decimals: number) =>
  fc.integer({ min, max }).map((n) => units(n, decimals));

const pricing = fc
  .record({
    crypto: fc.boolean(),
    tasa: decimal(1, 500_000_000, 6),
    commissionPercent: decimal(0, 200_000, 4),
    commissionFixed: cents(0, 2_000),
    min: fc.integer({ min: 1, max: 50_000 }),
    span: fc.integer({ min: 0, max: 5_000_000 }),
    deliveryCost: fc.option(cents(0, 2_000), { nil: undefined }),
    markupPercent: fc.option(decimal(0, 500, 2), { nil: undefined }),
    price: fc.bigInt({ min: 1n, max: 10_000_000_000_000n }).map((n) => units(n, 8)),
  })
  .map(({ crypto, min, span, deliveryCost, markupPercent, price, ...rest }) => {
    const route: PricingRoute = {
      ...rest,
      paymentCurrency: crypto ? 'BTC' : 'EUR',
      paymentMode: crypto ? 'crypto' : 'fiat',
      destinationCurrency: 'CUP',
      minPrincipal: units(min, 2),
      maxPrincipal: units(min + span, 2),
      enabled: true,
    };
    const extras: QuoteExtras = {
      delivery:
        deliveryCost === undefined ? undefined : { cost: deliveryCost, destinations: ['CUP'] },
      agent:
        markupPercent === undefined
          ? undefined
          : { active: true, destinations: ['CUP'], markupPercent },
      cryptoPriceUsd: price,
    };
    return { route, extras, price };
  });

const amount = cents(1, 6_000_000);
const type = fc.constantFrom(quoteType.send, quoteType.receive);
type Terms = { route: PricingRoute; extras: QuoteExtras };

function quoted(type: QuoteType, amount: string, { route, extras }: Terms) {
  const result = quote({ amount, type }, route, extras);
  return result.ok ? result.quote : undefined;
}

const runs = { numRuns: 400 };

describe('quote properties', () => {
  it('gives the same quote when a receive quote is sent back as a send quote', () => {
    fc.assert(
      fc.property(pricing, amount, (terms, requested) => {
        const byReceiving = quoted(2, requested, terms);
        if (byReceiving === undefined) return;
        const bySending = quoted(1, byReceiving.value, terms);
        expect(bySending).toEqual({ ...byReceiving, underlimit: false });
      }),
      runs,
    );
  });

  it('asks for the smallest principal that delivers at least the requested amount', () => {
    fc.assert(
      fc.property(pricing, amount, (terms, requested) => {
        const result = quoted(2, requested, terms);
        if (result === undefined) return;
        expect(new Big(result.receiving).gte(requested)).toBe(true);
        if (result.underlimit) return;
        const oneCentLess = new Big(result.value).minus('0.01');
        expect(oneCentLess.times(terms.route.tasa).lt(requested)).toBe(true);
      }),
      runs,
    );
  });

  it('never gives less receiving or asks less to pay for a larger amount', () => {
    fc.assert(
      fc.property(pricing, amount, amount, type, (terms, a, b, kind) => {
        const [low, high] = new Big(a).lte(b) ? [a, b] : [b, a];
        const small = quoted(kind, low, terms);
        const large = quoted(kind, high, terms);
        if (small === undefined || large === undefined) return;
        expect(new Big(small.receiving).lte(large.receiving)).toBe(true);
        expect(new Big(small.topay).lte(large.topay)).toBe(true);
      }),
      runs,
    );
  });

  it('quotes the minimum below it, the amount itself from it up to the maximum, nothing above', () => {
    fc.assert(
      fc.property(pricing, amount, (terms, sent) => {
        const result = quote({ amount: sent, type: 1 }, terms.route, terms.extras);
        const principal = new Big(sent);
        if (principal.gt(terms.route.maxPrincipal)) {
          expect(result).toMatchObject({ ok: false, error: { code: 'above_maximum' } });
        } else if (principal.lt(terms.route.minPrincipal)) {
          expect(result).toMatchObject({
            ok: true,
            quote: { underlimit: true, value: terms.route.minPrincipal },
          });
        } else {
          expect(result).toMatchObject({ ok: true, quote: { underlimit: false, value: sent } });
        }
      }),
      runs,
    );
  });

  it('answers only well-formed, non-negative decimal strings', () => {
    fc.assert(
      fc.property(pricing, amount, type, (terms, requested, kind) => {
        const result = quoted(kind, requested, terms);
        if (result === undefined) return;
        expect(calcMoneySentResponseSchema.parse(result)).toEqual(result);
        const total = new Big(result.value).plus(result.comision);
        expect(new Big(result.topay).gte(total)).toBe(true);
      }),
      runs,
    );
  });

  it('converts the crypto total with 8 decimals, never short of topay and at most one satoshi over', () => {
    fc.assert(
      fc.property(pricing, amount, (terms, sent) => {
        const result = quoted(1, sent, terms);
        if (result === undefined) return;
        if (terms.route.paymentMode === 'fiat') {
          expect(result.btc).toBeNull();
          return;
        }
        expect(result.btc).toMatch(/^\d+\.\d{8}$/);
        const btc = result.btc === null ? undefined : new Big(result.btc);
        expect(btc?.times(terms.price).gte(result.topay)).toBe(true);
        expect(btc?.minus('0.00000001').times(terms.price).lt(result.topay)).toBe(true);
      }),
      runs,
    );
  });
});

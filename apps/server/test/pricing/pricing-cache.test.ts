import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoPriceFeed } from '../../src/modules/pricing/crypto-price-feed.ts';
import { createPricingService } from '../../src/modules/pricing/pricing-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { calculatorClient, quoteRequest } from './calculator-client.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(() => testApp.close());

/** A price feed that counts how often the catalogue is loaded. */
function countingFeed() {
  const feed = {
    loads: 0,
    async pricesUsd() {
      feed.loads += 1;
      return new Map([['BTC', '50000']]);
    },
  } satisfies CryptoPriceFeed & { loads: number };
  return feed;
}

const request = {
  amount: '100.00',
  currency: 'BTC',
  destination_currency: 'CUP',
  type: 1,
  key: 'demo-agent',
  delivery: null,
} as const;

describe('pricing cache', () => {
  it('loads the catalogue once for many quotes, even concurrent ones', async () => {
    const feed = countingFeed();
    const service = createPricingService(testApp.db, { priceFeed: feed });
    const quotes = await Promise.all(Array.from({ length: 20 }, () => service.quote(request)));
    await service.currencies('', 'es');
    await service.checkCustomer('demo-agent', 'en');
    expect(feed.loads).toBe(1);
    expect(quotes[0]).toEqual({
      quote: {
        underlimit: false,
        receiving: '32000.00',
        value: '100.00',
        topay: '104.50',
        btc: '0.00209000',
        tasa: '320',
        comision: '4.50',
      },
      paymentMode: 'crypto',
      pricingCurrency: 'USD',
      deliveryId: 1,
    });
  });

  it('loads again after invalidate, and after the TTL', async () => {
    const feed = countingFeed();
    const service = createPricingService(testApp.db, { priceFeed: feed, ttlMs: 0 });
    await service.quote(request);
    await service.quote(request);
    expect(feed.loads).toBe(2);

    const cached = createPricingService(testApp.db, { priceFeed: feed });
    await cached.quote(request);
    cached.invalidate();
    await cached.quote(request);
    expect(feed.loads).toBe(4);
  });

  it('tells orders the payment mode, pricing currency and delivery charged', async () => {
    const priced = await testApp.app.pricingService.quote({
      ...request,
      currency: 'EUR',
      key: '',
      delivery: 2,
    });
    expect(priced).toMatchObject({ paymentMode: 'fiat', pricingCurrency: 'EUR', deliveryId: 2 });
  });
});

describe('pricing rate limit', () => {
  it('answers 429 rate_limited past PRICING_RATE_LIMIT calls a minute', async () => {
    const limited = await buildTestApp({ seed: true, config: { PRICING_RATE_LIMIT: 2 } });
    try {
      const client = calculatorClient(limited.app);
      const statuses = [];
      for (let call = 0; call < 3; call += 1) {
        statuses.push((await client.calc(quoteRequest())).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await client.calc(quoteRequest(), 'en');
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.json().message).toMatch(/^Too many attempts\. Wait (\d+ seconds?|1 minute)/);
    } finally {
      await limited.close();
    }
  });
});

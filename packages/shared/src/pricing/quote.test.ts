import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { CalcMoneySentResponse } from './contracts.ts';
import type { PricingFailure } from './pricing-failure.ts';
import type { PricingRoute } from './pricing-route.ts';
import { type QuoteExtras, type QuoteInput, quote } from './quote.ts';
import { activeAgent, btcToUsdCash, homeDelivery, usdToCup } from './test-routes.ts';

const send = (amount: string): QuoteInput => ({ amount, type: 1 });
const receive = (amount: string): QuoteInput => ({ amount, type: 2 });
const fiat = { underlimit: false, btc: null, tasa: '120' } as const;

describe('quote', () => {
  it.each<[string, QuoteInput, PricingRoute, QuoteExtras, CalcMoneySentResponse]>([
    [
      'prices 100 USD to CUP at 120 with 3 % + 1.00 and 2.50 delivery',
      send('100'),
      usdToCup(),
      { delivery: homeDelivery },
      { ...fiat, value: '100.00', comision: '4.00', topay: '106.50', receiving: '12000.00' },
    ],
    [
      'finds the smallest principal that delivers 10000 CUP and reports what it really delivers',
      receive('10000'),
      usdToCup(),
      { delivery: homeDelivery },
      { ...fiat, value: '83.34', comision: '3.50', topay: '89.34', receiving: '10000.80' },
    ],
    [
      'needs no rounding when the requested CUP divide evenly by the rate',
      receive('12000.00'),
      usdToCup(),
      {},
      { ...fiat, value: '100.00', comision: '4.00', topay: '104.00', receiving: '12000.00' },
    ],
    [
      'adds the agent markup to the route commission percent',
      send('100.00'),
      usdToCup(),
      { delivery: homeDelivery, agent: activeAgent },
      { ...fiat, value: '100.00', comision: '5.50', topay: '108.00', receiving: '12000.00' },
    ],
    [
      'rounds the commission half-up to the cent',
      send('50.50'),
      usdToCup({ commissionFixed: '0' }),
      {},
      { ...fiat, value: '50.50', comision: '1.52', topay: '52.02', receiving: '6060.00' },
    ],
    [
      'rounds receiving down to the cent so the receiver is never promised more',
      send('33.33'),
      usdToCup({ paymentCurrency: 'EUR', destinationCurrency: 'MLC', tasa: '1.0789' }),
      {},
      {
        ...fiat,
        tasa: '1.0789',
        value: '33.33',
        comision: '2.00',
        topay: '35.33',
        receiving: '35.95',
      },
    ],
    [
      'quotes the minimum, flagged underlimit, when the principal is below it',
      send('10'),
      usdToCup(),
      { delivery: homeDelivery },
      {
        ...fiat,
        underlimit: true,
        value: '20.00',
        comision: '1.60',
        topay: '24.10',
        receiving: '2400.00',
      },
    ],
    [
      'quotes the minimum when the requested receiving needs less than the minimum',
      receive('1200'),
      usdToCup(),
      {},
      {
        ...fiat,
        underlimit: true,
        value: '20.00',
        comision: '1.60',
        topay: '21.60',
        receiving: '2400.00',
      },
    ],
    [
      'accepts a principal of exactly the minimum',
      send('20'),
      usdToCup(),
      {},
      { ...fiat, value: '20.00', comision: '1.60', topay: '21.60', receiving: '2400.00' },
    ],
    [
      'accepts a principal of exactly the maximum',
      send('2000'),
      usdToCup(),
      {},
      { ...fiat, value: '2000.00', comision: '61.00', topay: '2061.00', receiving: '240000.00' },
    ],
    [
      'prices crypto in USD and converts the total to BTC rounded up to 8 decimals',
      send('100'),
      btcToUsdCash(),
      { cryptoPriceUsd: '65000.12' },
      {
        underlimit: false,
        btc: '0.00156923',
        tasa: '1',
        value: '100.00',
        comision: '2.00',
        topay: '102.00',
        receiving: '100.00',
      },
    ],
    [
      'converts a total to a stablecoin priced just above 1 USD',
      send('100'),
      btcToUsdCash({ paymentCurrency: 'USDT' }),
      { cryptoPriceUsd: new Big('1.0001') },
      {
        underlimit: false,
        btc: '101.98980102',
        tasa: '1',
        value: '100.00',
        comision: '2.00',
        topay: '102.00',
        receiving: '100.00',
      },
    ],
    [
      'reads operator data straight from numeric columns',
      send('100'),
      usdToCup({ tasa: '120.000000', commissionPercent: '3.0000', minPrincipal: '20.00' }),
      {},
      { ...fiat, value: '100.00', comision: '4.00', topay: '104.00', receiving: '12000.00' },
    ],
  ])('%s', (_name, input, route, extras, expected) => {
    expect(quote(input, route, extras)).toEqual({ ok: true, quote: expected });
  });

  it.each<[string, QuoteInput, PricingRoute, QuoteExtras, PricingFailure]>([
    [
      'refuses a disabled route',
      send('100'),
      usdToCup({ enabled: false }),
      {},
      { code: 'route_unavailable', params: { currency: 'USD', destination: 'CUP' } },
    ],
    [
      'refuses an inactive agent',
      send('100'),
      usdToCup(),
      { agent: { ...activeAgent, active: false } },
      { code: 'agent_inactive', params: {} },
    ],
    [
      'refuses a destination the agent does not offer',
      send('100'),
      usdToCup({ destinationCurrency: 'MLC' }),
      { agent: activeAgent },
      { code: 'destination_not_allowed', params: { destination: 'MLC' } },
    ],
    [
      'refuses a delivery option not offered for the destination',
      send('100'),
      usdToCup({ destinationCurrency: 'AIS' }),
      { delivery: homeDelivery },
      { code: 'delivery_unavailable', params: { destination: 'AIS' } },
    ],
    [
      'refuses crypto without a price',
      send('100'),
      btcToUsdCash(),
      {},
      { code: 'price_unavailable', params: { currency: 'BTC' } },
    ],
    [
      'refuses crypto priced at zero',
      send('100'),
      btcToUsdCash(),
      { cryptoPriceUsd: '0' },
      { code: 'price_unavailable', params: { currency: 'BTC' } },
    ],
    [
      'refuses a principal above the maximum, in the pricing currency',
      send('2000.01'),
      usdToCup({ paymentCurrency: 'CAD' }),
      {},
      { code: 'above_maximum', params: { maximum: '2000.00', currency: 'CAD' } },
    ],
    [
      'refuses a receiving amount that needs more than the maximum',
      receive('240000.01'),
      usdToCup(),
      {},
      { code: 'above_maximum', params: { maximum: '2000.00', currency: 'USD' } },
    ],
    [
      'states the maximum of a crypto route in USD',
      send('5000'),
      btcToUsdCash(),
      { cryptoPriceUsd: '65000' },
      { code: 'above_maximum', params: { maximum: '2000.00', currency: 'USD' } },
    ],
  ])('%s', (_name, input, route, extras, error) => {
    expect(quote(input, route, extras)).toEqual({ ok: false, error });
  });

  it.each([
    ['a zero amount', send('0.00'), usdToCup()],
    ['an amount with fractions of a cent', send('1.005'), usdToCup()],
    ['a signed amount', send('-5'), usdToCup()],
    ['a zero rate', send('100'), usdToCup({ tasa: '0' })],
    ['a minimum above the maximum', send('100'), usdToCup({ minPrincipal: '3000' })],
    [
      'a fixed commission with fractions of a cent',
      send('100'),
      usdToCup({ commissionFixed: '0.005' }),
    ],
    ['a negative percent', send('100'), usdToCup({ commissionPercent: new Big(-1) })],
  ])(
    'throws RangeError on %s, which validation or operator data must rule out',
    (_name, input, route) => {
      expect(() => quote(input, route)).toThrow(RangeError);
    },
  );
});

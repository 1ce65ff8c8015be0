import type { Database } from '../../db/database.ts';
import {
  cryptoPrices,
  currencyRoutes,
  deliveryOptions,
  destinationCurrencies,
  paymentCurrencies,
} from './pricing-tables.ts';

type Route = typeof currencyRoutes.$inferInsert;

/** [payment, destination, tasa, commission %, fixed, minimum, maximum] */
type RouteRow = [string, string, string, string, string, string, string];

// Crypto routes are priced in USD; the sender pays the USD total converted at the crypto price.
const demoRoutes: RouteRow[] = [
  ['USD', 'USD CASH', '1', '6', '0.00', '50.00', '3000.00'],
  ['USD', 'CUP', '320', '3', '1.00', '20.00', '2000.00'],
  ['USD', 'MLC', '1', '4', '1.00', '20.00', '2000.00'],
  ['USD', 'AIS', '1', '7', '0.00', '100.00', '5000.00'],
  ['USD', 'USD', '1', '5', '0.00', '20.00', '3000.00'],
  ['EUR', 'USD CASH', '1.07', '6', '0.00', '50.00', '2800.00'],
  ['EUR', 'CUP', '345', '3', '1.00', '20.00', '1800.00'],
  ['EUR', 'MLC', '1.07', '4', '1.00', '20.00', '1800.00'],
  ['EUR', 'USD', '1.07', '5', '0.00', '20.00', '2800.00'],
  ['CAD', 'USD CASH', '0.72', '6', '0.00', '70.00', '4000.00'],
  ['CAD', 'CUP', '232', '3.5', '1.50', '30.00', '2500.00'],
  ['CAD', 'MLC', '0.72', '4', '1.50', '30.00', '2500.00'],
  ['BTC', 'USD CASH', '1', '4', '0.00', '50.00', '5000.00'],
  ['BTC', 'CUP', '320', '3', '0.00', '20.00', '5000.00'],
  ['BTC', 'USD', '1', '3', '0.00', '20.00', '5000.00'],
  ['USDT', 'USD CASH', '1', '3', '0.00', '50.00', '5000.00'],
  ['USDT', 'CUP', '320', '2.5', '0.00', '20.00', '5000.00'],
  ['USDT', 'MLC', '1', '3', '0.00', '20.00', '5000.00'],
  ['USDT', 'USD', '1', '2', '0.00', '20.00', '5000.00'],
];

function toRoute([payment, destination, tasa, percent, fixed, min, max]: RouteRow): Route {
  return {
    paymentCurrency: payment,
    destinationCurrency: destination,
    tasa,
    commissionPercent: percent,
    commissionFixed: fixed,
    minPrincipal: min,
    maxPrincipal: max,
  };
}

/** The demo operator's currencies, routes, delivery options and crypto prices (SEED_DEMO). */
export async function seedPricing(db: Database): Promise<void> {
  await db.insert(paymentCurrencies).values(
    [
      { code: 'USD', fiat: true },
      { code: 'EUR', fiat: true },
      { code: 'CAD', fiat: true },
      { code: 'BTC', fiat: false },
      { code: 'USDT', fiat: false },
    ].map((currency, position) => ({ ...currency, position })),
  );
  // AIS goes to agents' customers only; USD to direct customers only (see the demo agent).
  await db.insert(destinationCurrencies).values(
    [
      { code: 'USD CASH', direct: true },
      { code: 'CUP', direct: true },
      { code: 'MLC', direct: true },
      { code: 'AIS', direct: false },
      { code: 'USD', direct: true },
    ].map((destination, position) => ({ ...destination, position })),
  );
  await db.insert(currencyRoutes).values(demoRoutes.map(toRoute));
  await db.insert(deliveryOptions).values([
    {
      intervalEs: 'Estándar: de 1 a 3 días hábiles',
      intervalEn: 'Standard: 1 to 3 business days',
      cost: '0.00',
      isDefault: 1,
      availableWithinDays: 3,
      destinations: ['USD CASH', 'CUP', 'MLC', 'AIS', 'USD'],
    },
    {
      intervalEs: 'Exprés: de 2 a 24 horas',
      intervalEn: 'Express: 2 to 24 hours',
      cost: '5.00',
      availableWithinDays: 1,
      destinations: ['USD CASH', 'CUP', 'MLC'],
    },
    {
      intervalEs: 'Efectivo a domicilio en La Habana: en 24 horas',
      intervalEn: 'Cash delivered at home in Havana: within 24 hours',
      cost: '10.00',
      availableWithinDays: 1,
      destinations: ['USD CASH'],
    },
  ]);
  await db.insert(cryptoPrices).values([
    { currency: 'BTC', priceUsd: '65000.00' },
    { currency: 'USDT', priceUsd: '1.00' },
  ]);
}

import type { AgentTerms, DeliveryCharge, PricingRoute } from './pricing-route.ts';

/** Test fixtures: the demo operator's terms, overridable per case. */
export function usdToCup(overrides: Partial<PricingRoute> = {}): PricingRoute {
  return {
    paymentCurrency: 'USD',
    paymentMode: 'fiat',
    destinationCurrency: 'CUP',
    tasa: '120',
    commissionPercent: '3',
    commissionFixed: '1.00',
    minPrincipal: '20.00',
    maxPrincipal: '2000.00',
    enabled: true,
    ...overrides,
  };
}

export function btcToUsdCash(overrides: Partial<PricingRoute> = {}): PricingRoute {
  return usdToCup({
    paymentCurrency: 'BTC',
    paymentMode: 'crypto',
    destinationCurrency: 'USD CASH',
    tasa: '1',
    commissionPercent: '2',
    commissionFixed: '0',
    ...overrides,
  });
}

export const homeDelivery: DeliveryCharge = {
  cost: '2.50',
  destinations: ['CUP', 'MLC', 'USD CASH'],
};

export const activeAgent: AgentTerms = {
  active: true,
  destinations: ['CUP', 'USD CASH'],
  markupPercent: '1.5',
};

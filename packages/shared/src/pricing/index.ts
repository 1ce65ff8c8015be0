export * from './breakdown.ts';
export * from './contracts.ts';
export * from './decimal-schemas.ts';
export * from './enum-schemas.ts';
export * from './enums.ts';
export * from './money.ts';
export * from './pricing-failure.ts';
export * from './pricing-failure-params.ts';
export {
  type DeliveryCharge,
  type PricingRoute,
  pricingCurrency,
} from './pricing-route.ts';
export * from './quote.ts';
export * from './rate-decimals.ts';

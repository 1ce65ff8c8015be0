import type Big from 'big.js';
import type { DestinationCode, PayMode } from './enums.ts';
import { type DecimalInput, decimalPlaces, MONEY_DECIMALS, toBig } from './money.ts';

/**
 * The operator's terms for one payment → destination pair. Money fields are in the route's
 * pricing currency (see `pricingCurrency`) and carry at most 2 decimals.
 */
export interface PricingRoute {
  paymentCurrency: string;
  paymentMode: PayMode;
  destinationCurrency: DestinationCode;
  /** Destination units the receiver gets per unit of the pricing currency; positive. */
  tasa: DecimalInput;
  /** Percent of the principal, "3" meaning 3 %. */
  commissionPercent: DecimalInput;
  commissionFixed: DecimalInput;
  /** Positive. */
  minPrincipal: DecimalInput;
  /** At least `minPrincipal`. */
  maxPrincipal: DecimalInput;
  enabled: boolean;
}

/** A delivery-cost option: `cost` is in the pricing currency of the route it is used with. */
export interface DeliveryCharge {
  cost: DecimalInput;
  destinations: readonly DestinationCode[];
}

export interface AgentTerms {
  active: boolean;
  destinations: readonly DestinationCode[];
  /** Percent added to the route's commission percent. */
  markupPercent: DecimalInput;
}

/**
 * The currency of principal, commission, delivery cost and total: the payment currency for
 * fiat; USD for crypto, whose total is then converted with the crypto's USD price.
 */
export function pricingCurrency(route: Pick<PricingRoute, 'paymentCurrency' | 'paymentMode'>) {
  return route.paymentMode === 'crypto' ? 'USD' : route.paymentCurrency;
}

export interface RouteTerms {
  tasa: Big;
  percent: Big;
  fixed: Big;
  min: Big;
  max: Big;
}

/** Parses money with at most 2 decimals; broken operator data throws RangeError. */
export function toMoney(value: DecimalInput, what: string): Big {
  const money = toBig(value, what);
  if (decimalPlaces(money) > MONEY_DECIMALS) {
    throw new RangeError(`${what} has more than ${MONEY_DECIMALS} decimals: ${money.toFixed()}`);
  }
  return money;
}

/** Checks the invariants of a route; broken operator data throws RangeError. */
export function routeTerms(route: PricingRoute): RouteTerms {
  const terms = {
    tasa: toBig(route.tasa, 'tasa'),
    percent: toBig(route.commissionPercent, 'commission percent'),
    fixed: toMoney(route.commissionFixed, 'fixed commission'),
    min: toMoney(route.minPrincipal, 'minimum principal'),
    max: toMoney(route.maxPrincipal, 'maximum principal'),
  };
  if (terms.tasa.lte(0) || terms.min.lte(0) || terms.max.lt(terms.min)) {
    throw new RangeError(
      `Route ${route.paymentCurrency} → ${route.destinationCurrency} needs tasa > 0 and 0 < minimum ≤ maximum`,
    );
  }
  return terms;
}

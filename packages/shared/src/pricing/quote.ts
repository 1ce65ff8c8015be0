import type Big from 'big.js';
import type { CalcMoneySentResponse } from './contracts.ts';
import { type QuoteType, quoteType } from './enums.ts';
import {
  CRYPTO_DECIMALS,
  type DecimalInput,
  divideRoundingUp,
  formatDecimal,
  MONEY_DECIMALS,
  roundDown,
  roundHalfUp,
  toBig,
} from './money.ts';
import type { PricingFailure } from './pricing-failure.ts';
import {
  type AgentTerms,
  type DeliveryCharge,
  type PricingRoute,
  pricingCurrency,
  type RouteTerms,
  routeTerms,
  toMoney,
} from './pricing-route.ts';

/** `amount`: positive, at most 2 decimals (what `calcMoneySentBodySchema` outputs). */
export interface QuoteInput {
  amount: DecimalInput;
  type: QuoteType;
}

export interface QuoteExtras {
  delivery?: DeliveryCharge | undefined;
  agent?: AgentTerms | undefined;
  /** USD price of one unit of the crypto paid with; needed when the route is crypto. */
  cryptoPriceUsd?: DecimalInput | undefined;
}

export type QuoteResult =
  | { ok: true; quote: CalcMoneySentResponse }
  | { ok: false; error: PricingFailure };

/**
 * Prices a remittance on one route. Pure. Rounding, all in the pricing currency except receiving:
 * - principal (`value`): type 1 the amount; type 2 the smallest cent amount whose receiving
 *   reaches the requested one, so feeding `value` back as type 1 gives the same quote;
 * - `receiving` = principal × tasa rounded down to cents (never promise more than is delivered);
 * - `comision` = principal × (route % + agent %) / 100 + fixed, rounded half-up to cents;
 * - `topay` = principal + comision + delivery cost (exact);
 * - `btc` = topay / crypto USD price rounded up to 8 decimals (the operator is never short).
 * Below the route minimum the quote is for the minimum, with `underlimit: true`.
 * Broken preconditions (malformed amount or operator data) throw RangeError.
 */
export function quote(
  input: QuoteInput,
  route: PricingRoute,
  extras: QuoteExtras = {},
): QuoteResult {
  const refusal = refusalFor(route, extras);
  if (refusal !== undefined) return { ok: false, error: refusal };
  const terms = routeTerms(route);
  // A missing price is as unusable as a zero one: crypto cannot be quoted without it.
  const price =
    route.paymentMode === 'crypto'
      ? toBig(extras.cryptoPriceUsd ?? '0', 'crypto price')
      : undefined;
  if (price?.eq(0)) {
    return {
      ok: false,
      error: { code: 'price_unavailable', params: { currency: route.paymentCurrency } },
    };
  }
  const requested = requestedPrincipal(input, terms);
  if (requested.gt(terms.max)) {
    const params = {
      maximum: formatDecimal(terms.max, MONEY_DECIMALS),
      currency: pricingCurrency(route),
    };
    return { ok: false, error: { code: 'above_maximum', params } };
  }
  const underlimit = requested.lt(terms.min);
  const principal = underlimit ? terms.min : requested;
  return { ok: true, quote: { underlimit, ...amountsFor(principal, terms, extras, price) } };
}

function amountsFor(
  principal: Big,
  terms: RouteTerms,
  { agent, delivery }: QuoteExtras,
  price: Big | undefined,
): Omit<CalcMoneySentResponse, 'underlimit'> {
  const percent = terms.percent.plus(agent ? toBig(agent.markupPercent, 'agent markup') : 0);
  const comision = roundHalfUp(
    principal.times(percent).times('0.01').plus(terms.fixed),
    MONEY_DECIMALS,
  );
  const topay = principal
    .plus(comision)
    .plus(delivery ? toMoney(delivery.cost, 'delivery cost') : 0);
  return {
    receiving: formatDecimal(
      roundDown(principal.times(terms.tasa), MONEY_DECIMALS),
      MONEY_DECIMALS,
    ),
    value: formatDecimal(principal, MONEY_DECIMALS),
    topay: formatDecimal(topay, MONEY_DECIMALS),
    btc:
      price === undefined
        ? null
        : formatDecimal(divideRoundingUp(topay, price, CRYPTO_DECIMALS), CRYPTO_DECIMALS),
    tasa: terms.tasa.toFixed(),
    comision: formatDecimal(comision, MONEY_DECIMALS),
  };
}

function refusalFor(
  route: PricingRoute,
  { agent, delivery }: QuoteExtras,
): PricingFailure | undefined {
  const destination = route.destinationCurrency;
  if (!route.enabled) {
    return { code: 'route_unavailable', params: { currency: route.paymentCurrency, destination } };
  }
  if (agent && !agent.active) return { code: 'agent_inactive', params: {} };
  if (agent && !agent.destinations.includes(destination)) {
    return { code: 'destination_not_allowed', params: { destination } };
  }
  if (delivery && !delivery.destinations.includes(destination)) {
    return { code: 'delivery_unavailable', params: { destination } };
  }
  return undefined;
}

function requestedPrincipal(input: QuoteInput, terms: RouteTerms): Big {
  const amount = toMoney(input.amount, 'amount');
  if (amount.eq(0)) throw new RangeError('The amount to quote must be positive');
  if (input.type === quoteType.send) return amount;
  // Receiving is p × tasa rounded down to cents, and amount is whole cents, so it reaches
  // amount exactly when p × tasa ≥ amount.
  return divideRoundingUp(amount, terms.tasa, MONEY_DECIMALS);
}

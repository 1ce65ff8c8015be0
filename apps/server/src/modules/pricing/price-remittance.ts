import {
  type CalcMoneySentBody,
  type CalcMoneySentResponse,
  type DestinationCode,
  type PayMode,
  type PricingRoute,
  pricingCurrency,
  quote,
} from '@giro/shared';
import { type Customer, requireCustomer } from './customer.ts';
import { type DeliveryTerms, type PricingCatalogue, routeKey } from './pricing-catalogue.ts';
import { pricingError, routeUnavailable } from './pricing-error.ts';

/** A quote plus what an order needs to record it. */
export interface PricedRemittance {
  quote: CalcMoneySentResponse;
  paymentMode: PayMode;
  /** The currency of `value`, `comision` and `topay`. */
  pricingCurrency: string;
  /** The delivery option charged: the one asked for, else the destination's default, if any. */
  deliveryId: number | null;
}

function openRoute(
  catalogue: PricingCatalogue,
  customer: Customer,
  currency: string,
  destinationCode: DestinationCode,
): PricingRoute {
  const destination = catalogue.destinations.find((d) => d.code === destinationCode);
  const route = catalogue.routes.get(routeKey(currency, destinationCode));
  // An agent's customer learns that the agent does not offer the destination, from `quote`.
  const allowed = customer.agent !== undefined || customer.destinations.includes(destinationCode);
  if (route === undefined || destination === undefined || !allowed) {
    throw routeUnavailable(currency, destinationCode);
  }
  if (!destination.enabled) throw routeUnavailable(currency, destinationCode, destination.notice);
  return route;
}

function chosenDelivery(
  catalogue: PricingCatalogue,
  id: number | null,
  destination: DestinationCode,
): DeliveryTerms | undefined {
  if (id !== null) {
    const option = catalogue.delivery.find((candidate) => candidate.id === id);
    if (option === undefined) {
      throw pricingError({ code: 'delivery_unavailable', params: { destination } });
    }
    return option;
  }
  // Leaving the option out must not skip a delivery cost the operator charges by default.
  const defaults = catalogue.delivery.filter(
    (option) => option.isDefault > 0 && option.charge.destinations.includes(destination),
  );
  return defaults.reduce<DeliveryTerms | undefined>(
    (best, option) => (best === undefined || option.isDefault > best.isDefault ? option : best),
    undefined,
  );
}

/** Prices a calculator request against the cached catalogue; refusals throw AppError. */
export function priceRemittance(
  catalogue: PricingCatalogue,
  request: CalcMoneySentBody,
): PricedRemittance {
  const customer = requireCustomer(catalogue, request.key);
  const route = openRoute(catalogue, customer, request.currency, request.destination_currency);
  const delivery = chosenDelivery(catalogue, request.delivery, request.destination_currency);
  const result = quote({ amount: request.amount, type: request.type }, route, {
    delivery: delivery?.charge,
    agent: customer.agent,
    cryptoPriceUsd: catalogue.cryptoPricesUsd.get(route.paymentCurrency),
  });
  if (!result.ok) throw pricingError(result.error);
  return {
    quote: result.quote,
    paymentMode: route.paymentMode,
    pricingCurrency: pricingCurrency(route),
    deliveryId: delivery?.id ?? null,
  };
}

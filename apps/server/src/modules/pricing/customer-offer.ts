import type { DestinationCode } from '@giro/shared';
import type { Customer } from './customer.ts';
import {
  type DeliveryTerms,
  type Notice,
  type PaymentCurrency,
  type PricingCatalogue,
  routeKey,
} from './pricing-catalogue.ts';

/** What the calculator offers one customer right now. */
export interface CustomerOffer {
  /** Allowed to the customer, enabled, and reachable by at least one enabled route. */
  destinations: DestinationCode[];
  /** Payment currencies with an enabled route to one of `destinations`. */
  currencies: PaymentCurrency[];
  /** Delivery options serving one of `destinations`. */
  delivery: DeliveryTerms[];
  /** The operator's notices about the customer's destinations that are closed. */
  notices: Notice[];
}

export function customerOffer(catalogue: PricingCatalogue, customer: Customer): CustomerOffer {
  const isOpen = (currency: string, destination: DestinationCode) =>
    catalogue.routes.get(routeKey(currency, destination))?.enabled === true;
  const mine = catalogue.destinations.filter((d) => customer.destinations.includes(d.code));
  const destinations = mine
    .filter((d) => d.enabled && catalogue.currencies.some((c) => isOpen(c.code, d.code)))
    .map((d) => d.code);
  return {
    destinations,
    currencies: catalogue.currencies.filter((c) => destinations.some((d) => isOpen(c.code, d))),
    delivery: catalogue.delivery.filter((option) =>
      option.charge.destinations.some((d) => destinations.includes(d)),
    ),
    notices: mine.filter((d) => !d.enabled).map((d) => d.notice),
  };
}

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
  /** Payment currencies with an enabled route to one of `destinations`, and those they reach. */
  currencies: (PaymentCurrency & { destinations: DestinationCode[] })[];
  /** Delivery options serving one of `destinations`, with those they serve. */
  delivery: (DeliveryTerms & { destinations: DestinationCode[] })[];
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
  const currencies = catalogue.currencies
    .map((c) => ({ ...c, destinations: destinations.filter((d) => isOpen(c.code, d)) }))
    .filter((c) => c.destinations.length > 0);
  const delivery = catalogue.delivery
    .map((option) => ({
      ...option,
      destinations: destinations.filter((d) => option.charge.destinations.includes(d)),
    }))
    .filter((option) => option.destinations.length > 0);
  return {
    destinations,
    currencies,
    delivery,
    notices: mine.filter((d) => !d.enabled).map((d) => d.notice),
  };
}

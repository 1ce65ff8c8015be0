import type { CurrencyOption, DeliveryOption } from '@giro/shared/pricing/contracts';
import { type DestinationCode, payModeOf } from '@giro/shared/pricing/enums';
import { pricingCurrency } from '@giro/shared/pricing/pricing-route';

/** What the calculator offers this customer: the agent check plus the currency list. */
export type CalculatorOffer = {
  currencies: CurrencyOption[];
  destinations: DestinationCode[];
  delivery: DeliveryOption[];
};

// Spec §9: USD CASH is the form's default, USD the calculator's; only offered ones count.
const preferredDestinations: readonly DestinationCode[] = ['USD CASH', 'USD'];

export function defaultDestination(
  destinations: readonly DestinationCode[],
): DestinationCode | null {
  return (
    preferredDestinations.find((code) => destinations.includes(code)) ?? destinations[0] ?? null
  );
}

/** The option the operator marks with the highest `is_default` above 0, as the server does. */
export function defaultDelivery(options: readonly DeliveryOption[]): number | null {
  let best: DeliveryOption | undefined;
  for (const option of options) {
    if (option.is_default > 0 && (!best || option.is_default > best.is_default)) best = option;
  }
  return best?.id ?? null;
}

/** The currency of the sender's amount and the quote's money: USD when paying with crypto. */
export function amountCurrency(offer: CalculatorOffer, paymentCurrency: string): string {
  const option = offer.currencies.find((currency) => currency.name === paymentCurrency);
  return option
    ? pricingCurrency({ paymentCurrency: option.name, paymentMode: payModeOf(option) })
    : '';
}

/**
 * The destinations the chosen payment currency reaches (all the customer's while none is
 * chosen): a pair the server has no route for is never offered.
 */
export function destinationsFor(offer: CalculatorOffer, currency: string): DestinationCode[] {
  const option = offer.currencies.find((candidate) => candidate.name === currency);
  if (option === undefined) return offer.destinations;
  return offer.destinations.filter((code) => option.destinations.includes(code));
}

/** The delivery options that serve the destination: the others would be refused. */
export function deliveryFor(
  offer: CalculatorOffer,
  destination: DestinationCode | null,
): DeliveryOption[] {
  if (destination === null) return [];
  return offer.delivery.filter((option) => option.destinations.includes(destination));
}

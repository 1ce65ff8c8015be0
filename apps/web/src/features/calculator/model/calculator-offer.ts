import type { CurrencyOption, DeliveryOption } from '@giro/shared/pricing/contracts';
import type { DestinationCode } from '@giro/shared/pricing/enums';

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

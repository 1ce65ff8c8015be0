import { type CheckUserUrlResponse, type Language, translateShared } from '@giro/shared';
import { findCustomer } from './customer.ts';
import { customerOffer } from './customer-offer.ts';
import type { PricingCatalogue } from './pricing-catalogue.ts';

function refusal(hash: string, message: string): CheckUserUrlResponse {
  return { success: false, hash, destination_currencies: [], message };
}

/**
 * The agent check. A refusal is a 200 with `success: false` and a message for the spec's
 * 'Información' modal. On success `message` carries the operator's notices about closed
 * destinations, empty when there are none.
 */
export function checkCustomer(
  catalogue: PricingCatalogue,
  hash: string,
  language: Language,
): CheckUserUrlResponse {
  const lookup = findCustomer(catalogue, hash);
  if (!lookup.ok) return refusal(hash, translateShared(language, `errors.${lookup.code}`));
  const offer = customerOffer(catalogue, lookup.customer);
  const notices = offer.notices.flatMap((notice) => notice[language] ?? []).join('\n');
  if (offer.destinations.length === 0) {
    return refusal(hash, notices || translateShared(language, 'errors.unavailable'));
  }
  return {
    success: true,
    hash,
    destination_currencies: offer.destinations.map((name) => ({ name })),
    message: notices,
  };
}

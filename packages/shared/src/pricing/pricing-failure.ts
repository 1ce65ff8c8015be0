import type { DestinationCode } from './enums.ts';

/**
 * Why a quote cannot be given. `code` is the API error code and `errors.<code>` the message key;
 * `params` fill its placeholders (`translateShared(lang, \`errors.${code}\`, params)`).
 */
export type PricingFailure =
  | { code: 'route_unavailable'; params: { currency: string; destination: DestinationCode } }
  | { code: 'agent_inactive'; params: Record<string, never> }
  | { code: 'destination_not_allowed'; params: { destination: DestinationCode } }
  | { code: 'delivery_unavailable'; params: { destination: DestinationCode } }
  | { code: 'price_unavailable'; params: { currency: string } }
  | { code: 'above_maximum'; params: { maximum: string; currency: string } };

export type PricingErrorCode = PricingFailure['code'];

// A record, so adding a failure without listing its code here is a type error.
const listed: Record<PricingErrorCode, true> = {
  route_unavailable: true,
  agent_inactive: true,
  destination_not_allowed: true,
  delivery_unavailable: true,
  price_unavailable: true,
  above_maximum: true,
};
export const pricingErrorCodes = Object.keys(listed) as PricingErrorCode[];

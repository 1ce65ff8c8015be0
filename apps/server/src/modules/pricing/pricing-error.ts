import { type DestinationCode, type PricingFailure, pricingFailureParams } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Notice } from './pricing-catalogue.ts';

/** A refused quote as an API error: 503 while a price is missing (retry later), else 422. */
export function pricingError(failure: PricingFailure): AppError {
  const status = failure.code === 'price_unavailable' ? 503 : 422;
  return new AppError(status, failure.code, {
    params: (language) => pricingFailureParams(failure, language),
  });
}

/** No open route; the operator's notice about a closed destination replaces the generic text. */
export function routeUnavailable(
  currency: string,
  destination: DestinationCode,
  notice: Notice = {},
): AppError {
  return new AppError(422, 'route_unavailable', { params: { currency, destination }, notice });
}

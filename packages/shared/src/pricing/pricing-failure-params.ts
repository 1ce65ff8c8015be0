import type { Language } from '../i18n.ts';
import { formatMoney } from '../locale-format.ts';
import type { PricingFailure } from './pricing-failure.ts';

/** The placeholders of `errors.<code>` for a reader of `language`: amounts via `formatMoney`. */
export function pricingFailureParams(
  failure: PricingFailure,
  language: Language,
): Record<string, string> {
  return failure.code === 'above_maximum'
    ? { maximum: formatMoney(failure.params.maximum, failure.params.currency, language) }
    : failure.params;
}

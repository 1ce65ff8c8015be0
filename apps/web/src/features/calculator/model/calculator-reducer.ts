import type { DestinationCode } from '@giro/shared/pricing/enums';
import { quoteType } from '@giro/shared/pricing/enums';
import type { CalculatorOffer } from './calculator-offer';
import {
  type CalculatorState,
  canQuote,
  type EntryField,
  type QuoteResult,
  settleChoices,
  withDestination,
} from './calculator-state';

export type CalculatorAction =
  | { type: 'currencyChosen'; currency: string }
  | { type: 'destinationChosen'; destination: DestinationCode }
  | { type: 'deliveryChosen'; delivery: number }
  | { type: 'amountTyped'; field: EntryField; text: string }
  | { type: 'quoted'; result: QuoteResult }
  /** `message` is null for failures the spec keeps silent (§8). */
  | { type: 'quoteFailed'; message: string | null };

/** The amount the quote computes, emptied while no quote matches the typed one. */
function withoutComputedAmount(state: CalculatorState): CalculatorState {
  return {
    ...state,
    ...(state.entry === 'send' ? { receiving: '' } : { amount: '' }),
    result: null,
  };
}

/**
 * An amount under the minimum stays as the sender typed it, with the minimum stated beside it
 * and nothing to continue with: it is neither erased (spec §5 clears it in send mode) nor
 * silently raised to the minimum (the spec's receive mode), so what the sender reads is always
 * what they typed, and they decide what to send.
 */
function quoted(state: CalculatorState, { request, quote, pricingCurrency }: QuoteResult) {
  if (quote.underlimit) {
    const minimum = { amount: quote.value, currency: pricingCurrency };
    return { ...withoutComputedAmount(state), minimum, refusal: null };
  }
  const result = { request, quote, pricingCurrency };
  const base = { ...state, minimum: null, refusal: null, result };
  return request.type === quoteType.send
    ? { ...base, receiving: quote.receiving }
    : { ...base, amount: quote.value };
}

/** The calculator's reducer for this offer: every action ends with choices the offer allows. */
export function reducerFor(offer: CalculatorOffer) {
  return (state: CalculatorState, action: CalculatorAction): CalculatorState =>
    settleChoices(calculatorReducer(state, action), offer);
}

function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'currencyChosen':
      return { ...state, currency: action.currency, refusal: null };
    case 'destinationChosen':
      return withDestination(state, action.destination);
    case 'deliveryChosen':
      return { ...state, delivery: action.delivery, refusal: null };
    case 'amountTyped': {
      const typed: CalculatorState = {
        ...state,
        ...(action.field === 'send' ? { amount: action.text } : { receiving: action.text }),
        entry: action.field,
        minimum: null,
        refusal: null,
      };
      return canQuote(typed) ? typed : withoutComputedAmount(typed);
    }
    case 'quoted':
      return quoted(state, action.result);
    case 'quoteFailed':
      return { ...withoutComputedAmount(state), minimum: null, refusal: action.message };
  }
}

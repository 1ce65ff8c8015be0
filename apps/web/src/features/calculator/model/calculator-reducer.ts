import type { DestinationCode } from '@giro/shared/pricing/enums';
import { quoteType } from '@giro/shared/pricing/enums';
import {
  type CalculatorState,
  canQuote,
  type EntryField,
  type QuoteResult,
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

function quoted(state: CalculatorState, { request, quote, pricingCurrency }: QuoteResult) {
  const minimum = quote.underlimit ? { amount: quote.value, currency: pricingCurrency } : null;
  const base = { ...state, minimum, refusal: null };
  if (request.type === quoteType.send) {
    // Spec §5: in send mode an amount under the limit is cleared, not silently raised.
    return quote.underlimit
      ? { ...base, amount: '', receiving: '', result: null }
      : { ...base, receiving: quote.receiving, result: { request, quote, pricingCurrency } };
  }
  // In receive mode the server's receiving replaces the typed one when it is under the limit.
  return {
    ...base,
    amount: quote.value,
    receiving: quote.underlimit ? quote.receiving : state.receiving,
    result: { request, quote, pricingCurrency },
  };
}

export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'currencyChosen':
      return { ...state, currency: action.currency, refusal: null };
    case 'destinationChosen':
      // The receiving amount was in the previous destination: keep what is sent instead.
      return {
        ...state,
        destination: action.destination,
        entry: 'send',
        receiving: '',
        result: null,
        minimum: null,
        refusal: null,
      };
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

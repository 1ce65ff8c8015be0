import type { CalcMoneySentResponse } from '@giro/shared/pricing/contracts';
import { type DestinationCode, type QuoteType, quoteType } from '@giro/shared/pricing/enums';
import { parseDecimal } from '@giro/shared/pricing/money';
import type { CartItem } from '@/lib/store/app-state';
import {
  type CalculatorOffer,
  defaultDelivery,
  defaultDestination,
  deliveryFor,
  destinationsFor,
} from './calculator-offer';

/** Which amount the sender typed last: it drives the quote (type 1 or 2). */
export type EntryField = 'send' | 'receive';

/** The body of POST /api/calc_money_sent as the calculator builds it. */
export type QuoteRequest = {
  amount: string;
  currency: string;
  destination_currency: DestinationCode;
  type: QuoteType;
  key: string;
  delivery: number | null;
};

/** A quote and what it was asked for; amounts except `receiving` are in `pricingCurrency`. */
export type QuoteResult = {
  request: QuoteRequest;
  quote: CalcMoneySentResponse;
  pricingCurrency: string;
};

/** How a quote request ended; `error` is what the call threw. */
export type QuoteOutcome =
  | { ok: true; request: QuoteRequest; quote: CalcMoneySentResponse }
  | { ok: false; request: QuoteRequest; error: unknown };

export type CalculatorState = {
  /** Payment currency; '' until chosen. */
  currency: string;
  destination: DestinationCode | null;
  delivery: number | null;
  /** Amount to send, in the pricing currency, as typed. */
  amount: string;
  /** Amount the receiver gets, in the destination currency, as typed or quoted. */
  receiving: string;
  entry: EntryField;
  /** The quote shown (and put in the cart); null while none matches the form. */
  result: QuoteResult | null;
  /** Set when the server answered `underlimit`. */
  minimum: { amount: string; currency: string } | null;
  /** Why the server refused the last quote, ready to show. */
  refusal: string | null;
};

export function isPositiveAmount(text: string): boolean {
  return parseDecimal(text)?.gt(0) ?? false;
}

function typedAmount(state: CalculatorState): string {
  return state.entry === 'send' ? state.amount : state.receiving;
}

/** The quote the form asks for; null without an amount above 0 or a payment currency (§5). */
export function quoteRequest(state: CalculatorState, key: string): QuoteRequest | null {
  const { currency, destination, delivery } = state;
  const amount = typedAmount(state);
  if (currency === '' || destination === null || !isPositiveAmount(amount)) return null;
  const type = state.entry === 'send' ? quoteType.send : quoteType.receive;
  return { amount, currency, destination_currency: destination, type, key, delivery };
}

export function canQuote(state: CalculatorState): boolean {
  return quoteRequest(state, '') !== null;
}

/**
 * The calculator shows no transfer to continue with: the server refused the amount, it is under
 * the minimum, or there is no amount (or currency) to price. A quote on its way is not that.
 */
export function showsNoTransfer(state: CalculatorState): boolean {
  if (state.result !== null) return false;
  return state.refusal !== null || state.minimum !== null || !canQuote(state);
}

/** A new destination: the receiving amount was in the previous one, so what is sent stays. */
export function withDestination(state: CalculatorState, destination: DestinationCode | null) {
  return {
    ...state,
    destination,
    entry: 'send' as const,
    receiving: '',
    result: null,
    minimum: null,
    refusal: null,
  };
}

/**
 * The choices made valid for the offer: a destination the payment currency reaches, and a
 * delivery option that serves the destination (each kept when it still is, else the default),
 * so the form never asks for a quote the server would refuse.
 */
export function settleChoices(state: CalculatorState, offer: CalculatorOffer): CalculatorState {
  const reachable = destinationsFor(offer, state.currency);
  const settled =
    state.destination !== null && reachable.includes(state.destination)
      ? state
      : withDestination(state, defaultDestination(reachable));
  const serving = deliveryFor(offer, settled.destination);
  if (serving.some((option) => option.id === settled.delivery)) return settled;
  return { ...settled, delivery: defaultDelivery(serving) };
}

/**
 * Defaults for a fresh calculator, or the cart's item when it is still on offer, so coming
 * back home shows (and re-quotes) the transfer in progress.
 */
export function initialCalculatorState(
  offer: CalculatorOffer,
  cartItem: CartItem | undefined,
): CalculatorState {
  const offered = (item: CartItem) =>
    offer.currencies.some((currency) => currency.name === item.currency) &&
    offer.destinations.some((destination) => destination === item.destination_currency);
  const restored = cartItem && offered(cartItem) ? cartItem : undefined;
  const onlyCurrency = offer.currencies.length === 1 ? offer.currencies[0]?.name : undefined;
  const cartDelivery = offer.delivery.find((option) => option.id === restored?.delivery_item);
  return settleChoices(
    {
      currency: restored?.currency ?? onlyCurrency ?? '',
      destination:
        offer.destinations.find((code) => code === restored?.destination_currency) ??
        defaultDestination(offer.destinations),
      delivery: cartDelivery?.id ?? defaultDelivery(offer.delivery),
      amount: restored?.net_price ?? '',
      receiving: restored?.receiving ?? '',
      entry: 'send',
      result: null,
      minimum: null,
      refusal: null,
    },
    offer,
  );
}

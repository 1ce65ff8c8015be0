import { useEffect } from 'react';
import { addToCart, dropQuote } from '@/lib/store/app-store';
import type { CalculatorOffer } from '../model/calculator-offer';
import { type CalculatorState, showsNoTransfer } from '../model/calculator-state';
import { cartItemFor } from '../model/cart-item';

/**
 * Keeps the cart's one item equal to the quote the calculator shows (spec §4): a new quote
 * replaces it, and an amount the calculator refuses (or erased) takes it out, so the header's
 * cart never goes on to checkout with a quote the calculator no longer shows. `initial` is the
 * state the form mounted with: a transfer restored from the cart stays while it is priced again.
 */
export function useQuoteInCart(
  state: CalculatorState,
  initial: CalculatorState,
  offer: CalculatorOffer,
): void {
  const { result } = state;
  const currency = offer.currencies.find((option) => option.name === result?.request.currency);
  const delivery = offer.delivery.find((option) => option.id === result?.request.delivery);
  const fiat = currency?.fiat ?? true;
  const deliveryText = delivery?.interval ?? '';
  const nothingToSend = state !== initial && showsNoTransfer(state);

  useEffect(() => {
    if (result) addToCart(cartItemFor(result, { fiat, deliveryText }));
    else if (nothingToSend) dropQuote();
  }, [result, fiat, deliveryText, nothingToSend]);
}

import { useEffect } from 'react';
import { addToCart } from '@/lib/store/app-store';
import type { CalculatorOffer } from '../model/calculator-offer';
import type { QuoteResult } from '../model/calculator-state';
import { cartItemFor } from '../model/cart-item';

/** Keeps the cart's one item equal to the quote the calculator shows (spec §4). */
export function useQuoteInCart(result: QuoteResult | null, offer: CalculatorOffer): void {
  const currency = offer.currencies.find((option) => option.name === result?.request.currency);
  const delivery = offer.delivery.find((option) => option.id === result?.request.delivery);
  const fiat = currency?.fiat ?? true;
  const deliveryText = delivery?.interval ?? '';

  useEffect(() => {
    if (result) addToCart(cartItemFor(result, { fiat, deliveryText }));
  }, [result, fiat, deliveryText]);
}

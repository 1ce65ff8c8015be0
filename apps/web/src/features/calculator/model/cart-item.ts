import type { CartItem } from '@/lib/store/app-state';
import type { QuoteResult } from './calculator-state';

/**
 * The cart's item for a quote. `pvp` is `topay`, in the pricing currency (USD when paying with
 * crypto); the crypto amount itself is fixed when the order is created.
 */
export function cartItemFor(
  { request, quote }: QuoteResult,
  { fiat, deliveryText }: { fiat: boolean; deliveryText: string },
): CartItem {
  return {
    pvp: quote.topay,
    currency: request.currency,
    isCurrencyFiat: fiat,
    destination_currency: request.destination_currency,
    comision: quote.comision,
    receiving: quote.receiving,
    net_price: quote.value,
    delivery_text: deliveryText,
    delivery_item: request.delivery,
    fiat_method: '',
    wallet: '',
  };
}

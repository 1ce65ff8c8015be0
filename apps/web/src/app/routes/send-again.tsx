import { calcMoneySent } from '@/features/calculator/api/calc-money-sent';
import { cartItemFor } from '@/features/calculator/model/cart-item';
import { contactOf, type SendAgainStart } from '@/features/transfers/lib/send-again';
import { SendAgainRoute } from '@/features/transfers/routes/send-again';
import { addToCart, appStore, setContactInfo } from '@/lib/store/app-store';

/** The cart the calculator would have made for this quote, and the order's people. */
function start({ detail, request, quote }: SendAgainStart) {
  appStore.setState({ freelancer: detail.agent_hash });
  addToCart(
    cartItemFor(
      { request, quote, pricingCurrency: detail.pricing_currency },
      { fiat: quote.btc === null, deliveryText: detail.delivery_interval ?? '' },
    ),
  );
  setContactInfo(contactOf(detail));
}

/** 'Enviar de nuevo', composed with the calculator's quote call and cart item. */
export function SendAgainWithCalculatorRoute() {
  return <SendAgainRoute fetchQuote={calcMoneySent} start={start} />;
}

import { OrderSummary } from '@/features/cart/components/order-summary';
import { CryptoCheckoutPage } from '@/features/crypto/components/crypto-checkout-page';

/** /crypto-checkout: the wallet payment with the cart's order summary. */
export function CryptoCheckoutRoute() {
  return <CryptoCheckoutPage summary={<OrderSummary />} />;
}

import { OrderSummary } from '@/features/cart/components/order-summary';
import { PrePaymentDisclosure } from '@/features/checkout/components/pre-payment-disclosure';
import { CryptoCheckoutPage } from '@/features/crypto/components/crypto-checkout-page';

/** /crypto-checkout: the wallet payment with the cart's disclosure and order summary. */
export function CryptoCheckoutRoute() {
  return <CryptoCheckoutPage summary={<OrderSummary />} disclosure={<PrePaymentDisclosure />} />;
}

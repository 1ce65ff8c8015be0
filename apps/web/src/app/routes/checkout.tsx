import { OrderSummary } from '@/features/cart/components/order-summary';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkout: the payment methods with the cart's order summary. */
export function CheckoutRoute() {
  return <CheckoutPage summary={<OrderSummary />} />;
}

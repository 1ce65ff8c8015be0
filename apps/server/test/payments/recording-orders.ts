import type {
  ExpectedPayment,
  VerifiedPayment,
} from '../../src/modules/payments/payment-gateway.ts';
import type { PaymentOrders } from '../../src/modules/payments/payment-orders.ts';

/** A stand-in for the orders module: orders awaiting payment by reference, and what it was told. */
export function recordingOrders(awaiting: Record<string, ExpectedPayment>) {
  const verified: VerifiedPayment[] = [];
  const orders: PaymentOrders = {
    expectedPayment: async (_gateway, reference) => awaiting[reference],
    onVerifiedPayment: async (payment) => {
      verified.push(payment);
    },
  };
  return { orders, verified };
}

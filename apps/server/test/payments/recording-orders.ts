import type {
  ExpectedPayment,
  VerifiedPayment,
} from '../../src/modules/payments/payment-gateway.ts';
import type { PaymentOrders } from '../../src/modules/payments/payment-orders.ts';

/**
 * A stand-in for the orders module: orders awaiting payment by reference, their senders (set
 * `senders` to a signed-in user's id to let it decide sandbox payments), and what it was told.
 */
export function recordingOrders(awaiting: Record<string, ExpectedPayment>) {
  const verified: VerifiedPayment[] = [];
  const senders = new Map<string, string>();
  const orders: PaymentOrders = {
    expectedPayment: async (_gateway, reference) => awaiting[reference],
    onVerifiedPayment: async (payment) => {
      verified.push(payment);
    },
    senderOf: async (_gateway, reference) => senders.get(reference),
  };
  return { orders, verified, senders };
}

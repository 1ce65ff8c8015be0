import type { ExpectedPayment, GatewayName, VerifiedPayment } from './payment-gateway.ts';

/**
 * What the payments module needs from the orders module, which supplies it to
 * the payment-callbacks plugin. Callbacks repeat (gateway retries, replays), so both must be idempotent:
 * - `expectedPayment`: the amount and currency of the order paid through `gateway`, whatever its
 *   status (a replay must verify to be ignored); undefined when there is none (the callback is
 *   then rejected as `unknown_order`).
 * - `onVerifiedPayment`: applies a verified result in one transaction: record `raw` in the
 *   order's history; a `gatewayTransactionId` already applied changes nothing; only legal
 *   transitions (awaiting payment → paid/failed; pending changes nothing but the history);
 *   a `gatewayTransactionId` already used by another order is refused. Throwing makes the
 *   gateway retry later (the callback answers 5xx).
 * - `senderOf`: the account that placed the order paid through `gateway` (the sandbox lets only
 *   it decide a test payment); undefined when there is none.
 */
export interface PaymentOrders {
  expectedPayment(
    gateway: GatewayName,
    orderReference: string,
  ): Promise<ExpectedPayment | undefined>;
  onVerifiedPayment(payment: VerifiedPayment): Promise<void>;
  senderOf(gateway: GatewayName, orderReference: string): Promise<string | undefined>;
}

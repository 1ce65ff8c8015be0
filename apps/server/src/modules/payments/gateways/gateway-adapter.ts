import type { HttpTransport, RetryPolicy } from '../gateway-http-client.ts';
import type { CallbackOutcome, PaymentGateway } from '../payment-gateway.ts';

/**
 * What each gateway implements: a callback is only authenticated here (signature, or the
 * gateway's own answer); the registry then checks it against the order.
 */
export interface GatewayAdapter extends Omit<PaymentGateway, 'verifyCallback'> {
  authenticate(body: unknown): Promise<CallbackOutcome>;
}

export interface AdapterDeps {
  transport: HttpTransport;
  retryPolicy: RetryPolicy;
  now: () => Date;
}

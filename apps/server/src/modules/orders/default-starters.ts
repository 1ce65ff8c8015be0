import type { PaymentMethod } from '@giro/shared';
import type { PaymentGateways } from '../payments/payment-gateways.ts';
import { cryptoStarter } from './crypto-starter.ts';
import { gatewayStarter } from './gateway-starter.ts';
import type { PaymentStarter } from './payment-starter.ts';
import { receivingAccountStarter } from './receiving-account-starter.ts';

/**
 * How each method starts a payment. Only the gateways offered (credentials, or the sandbox) get
 * a starter: create_order answers 422 `method_unavailable` for the others.
 */
export function defaultStarters(
  now: () => Date,
  gateways: PaymentGateways,
): Partial<Record<PaymentMethod, PaymentStarter>> {
  const offered = gateways.offered().map(({ name }) => [name, gatewayStarter(gateways, name)]);
  return {
    zelle: receivingAccountStarter('zelle', now),
    paypal: receivingAccountStarter('paypal', now),
    transferencia: receivingAccountStarter('transferencia', now),
    crypto: cryptoStarter(now),
    ...Object.fromEntries(offered),
  };
}

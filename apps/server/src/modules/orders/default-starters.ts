import type { PaymentMethod } from '@giro/shared';
import { cryptoStarter } from './crypto-starter.ts';
import type { PaymentStarter } from './payment-starter.ts';
import { receivingAccountStarter } from './receiving-account-starter.ts';

/**
 * The methods orders can start without a gateway. Tropipay, Ducapp, Airtm and Payeer have no
 * starter until the payments module's adapters are wired in: create_order answers 422
 * `method_unavailable` for them.
 */
export function defaultStarters(now: () => Date): Partial<Record<PaymentMethod, PaymentStarter>> {
  return {
    zelle: receivingAccountStarter('zelle', now),
    paypal: receivingAccountStarter('paypal', now),
    transferencia: receivingAccountStarter('transferencia', now),
    crypto: cryptoStarter(now),
  };
}

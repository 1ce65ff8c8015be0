import {
  type GetGatewaysQuery,
  methodAcceptsCart,
  type PaymentMethod,
  type ReceivingAccountMethod,
  receivingAccountMethods,
} from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import { createWalletsRepository } from '../wallets/wallets-repository.ts';
import { methodsWithRoom } from './receiving-account-rotation.ts';

export interface CheckoutMethodsDeps {
  db: Database;
  pricing: PricingService;
  now: () => Date;
}

const isReceivingAccountMethod = (method: PaymentMethod): method is ReceivingAccountMethod =>
  (receivingAccountMethods as readonly PaymentMethod[]).includes(method);

/**
 * Of the methods on offer, those that can take a cart paid in `currency` (GET /get_gateways):
 * the kind of currency, an account with room for `amount` today, a wallet for the coin. The
 * order's creation checks the same again; this spares the sender a choice that cannot work.
 */
export async function checkoutMethods(
  deps: CheckoutMethodsDeps,
  offered: readonly PaymentMethod[],
  { currency, amount = '0.00' }: Required<Pick<GetGatewaysQuery, 'currency'>> & GetGatewaysQuery,
): Promise<PaymentMethod[]> {
  const { currencies } = await deps.pricing.currencies('', 'es');
  // A currency the calculator does not list (an agent's own) is taken as fiat, like the checkout.
  const fiat = currencies.find((entry) => entry.name === currency)?.fiat ?? true;
  const [withRoom, wallet] = await Promise.all([
    methodsWithRoom(deps.db, { currency, total: amount, now: deps.now() }),
    fiat ? undefined : createWalletsRepository(deps.db).findForCurrency(currency),
  ]);
  return offered.filter((method) => {
    if (!methodAcceptsCart(method, { currency, fiat })) return false;
    if (method === 'crypto') return wallet !== undefined;
    return !isReceivingAccountMethod(method) || withRoom.has(method);
  });
}

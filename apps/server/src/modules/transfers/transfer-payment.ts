import type { TransferPayment } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import { isGatewayName } from '../payments/payment-gateway.ts';
import { createWalletsRepository } from '../wallets/wallets-repository.ts';

/**
 * How the sender can still pay an order from its page: the account it was given, the wallet
 * while the crypto window is open, or the gateway's page. Null once the order awaits nothing.
 */
export async function transferPayment(
  db: Database,
  order: OrderRow,
  now: Date,
): Promise<TransferPayment | null> {
  if (order.status !== 'awaiting_payment') return null;
  const { payTo } = order;
  if (payTo?.kind === 'account') {
    const { kind: _kind, ...account } = payTo;
    return { kind: 'account', account };
  }
  if (payTo?.kind === 'wallet') {
    const { cryptoAmount, cryptoExpiresAt } = order;
    if (cryptoAmount === null || cryptoExpiresAt === null || cryptoExpiresAt <= now) return null;
    // The address the order was given is the one to pay; the icon is the coin's current one.
    const current = await createWalletsRepository(db).findForCurrency(order.paymentCurrency);
    return {
      kind: 'wallet',
      wallet: { address: payTo.address, chain: payTo.chain, icon: current?.icon ?? '' },
      crypto_amount: cryptoAmount,
      expires_at: cryptoExpiresAt.toISOString(),
    };
  }
  return isGatewayName(order.method) ? { kind: 'gateway' } : null;
}

import type { CryptoPayment } from '@giro/shared';
import type { OrderRow } from './orders-tables.ts';

/** A crypto order's coin, amount, network, wallet and TXID; null for any other order. */
export function cryptoPaymentOf(order: OrderRow): CryptoPayment | null {
  const { payTo, cryptoAmount } = order;
  if (order.method !== 'crypto' || payTo?.kind !== 'wallet' || cryptoAmount === null) return null;
  return {
    coin: order.paymentCurrency,
    amount: cryptoAmount,
    network: payTo.chain,
    wallet: payTo.address,
    txid: order.txid,
  };
}

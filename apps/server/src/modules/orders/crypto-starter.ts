import { cryptoPaymentWindowMinutes } from '@giro/shared';
import { walletUnavailable } from '../wallets/require-wallet.ts';
import { createWalletsRepository } from '../wallets/wallets-repository.ts';
import type { PaymentStarter } from './payment-starter.ts';

/**
 * Crypto: the order is paid to the operator's wallet for the cart's currency; the quoted crypto
 * amount holds for the payment window, then the order expires.
 */
export function cryptoStarter(now: () => Date): PaymentStarter {
  return {
    async prepare(tx, draft, quote) {
      const wallet = await createWalletsRepository(tx).findForCurrency(draft.paymentCurrency);
      if (wallet === undefined) throw walletUnavailable(draft.paymentCurrency);
      if (quote.btc === null) throw new Error(`no crypto amount for ${draft.paymentCurrency}`);
      return {
        payTo: { kind: 'wallet', address: wallet.address, chain: wallet.chain },
        cryptoAmount: quote.btc,
        cryptoExpiresAt: new Date(now().getTime() + cryptoPaymentWindowMinutes * 60_000),
      };
    },
  };
}

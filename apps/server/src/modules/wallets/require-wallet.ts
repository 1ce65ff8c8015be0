import type { Wallet } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createWalletsRepository } from './wallets-repository.ts';

export const walletUnavailable = (currency: string) =>
  new AppError(422, 'wallet_unavailable', { params: { currency } });

/** The wallet of `currency`, or 422 `wallet_unavailable` when the operator has none active. */
export async function requireWallet(db: Database, currency: string): Promise<Wallet> {
  const wallet = await createWalletsRepository(db).findForCurrency(currency);
  if (wallet === undefined) throw walletUnavailable(currency);
  return wallet;
}

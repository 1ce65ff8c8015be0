import type { Database } from '../../db/database.ts';
import { coinLogos } from './coin-icon.ts';
import { createWalletsRepository } from './wallets-repository.ts';

/**
 * Demo wallets (SEED_DEMO). Both addresses are well-formed (valid checksums) but derived from
 * a hash, so nobody holds their keys: replace them with the operator's before going live.
 */
export async function seedWallets(db: Database): Promise<void> {
  await createWalletsRepository(db).add([
    {
      currency: 'BTC',
      chain: 'Bitcoin',
      address: 'bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832',
      icon: coinLogos.BTC,
    },
    {
      currency: 'USDT',
      chain: 'Tron (TRC-20)',
      address: 'TLaBH88xfkvC8eTYdn2QdJpUYSrD9Woarm',
      icon: coinLogos.USDT,
    },
  ]);
}

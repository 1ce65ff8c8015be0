import type { Wallet } from '@giro/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { wallets } from './wallets-tables.ts';

export function createWalletsRepository(db: Database) {
  return {
    /** The wallet senders of `currency` pay to, if the operator has an active one. */
    async findForCurrency(currency: string): Promise<Wallet | undefined> {
      const [wallet] = await db
        .select({ address: wallets.address, icon: wallets.icon, chain: wallets.chain })
        .from(wallets)
        .where(and(eq(wallets.currency, currency), eq(wallets.active, true)))
        .orderBy(asc(wallets.position), asc(wallets.id))
        .limit(1);
      return wallet;
    },

    async add(rows: (typeof wallets.$inferInsert)[]): Promise<void> {
      await db.insert(wallets).values(rows);
    },
  };
}

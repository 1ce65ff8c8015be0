import type { WalletBody } from '@giro/shared/admin/operator-accounts-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { violatedConstraint } from '../../orders/unique-violation.ts';
import { wallets } from '../../wallets/wallets-tables.ts';
import { adminConflict } from '../admin-errors.ts';

export type WalletRow = typeof wallets.$inferSelect;

/** A wallet as the console lists it. */
export const toAdminWallet = ({
  id,
  currency,
  chain,
  address,
  icon,
  active,
  position,
}: WalletRow) => ({
  id,
  currency,
  chain,
  address,
  icon,
  active,
  position,
});

/** One wallet per currency and network: a second one is a 409 `wallet_taken`. */
async function unlessTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatedConstraint(error) === 'wallets_currency_chain_key')
      throw adminConflict('wallet_taken');
    throw error;
  }
}

export function createWalletsAdminRepository(db: Database) {
  return {
    list(): Promise<WalletRow[]> {
      return db
        .select()
        .from(wallets)
        .orderBy(asc(wallets.currency), asc(wallets.position), asc(wallets.id));
    },

    async find(id: number): Promise<WalletRow | undefined> {
      const [row] = await db.select().from(wallets).where(eq(wallets.id, id));
      return row;
    },

    async insert(body: WalletBody): Promise<WalletRow> {
      const [row] = await unlessTaken(db.insert(wallets).values(body).returning());
      if (row === undefined) throw new Error('insert returned no wallet');
      return row;
    },

    async update(id: number, body: WalletBody): Promise<WalletRow | undefined> {
      const [row] = await unlessTaken(
        db.update(wallets).set(body).where(eq(wallets.id, id)).returning(),
      );
      return row;
    },
  };
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cryptoPrices } from '../../pricing/pricing-tables.ts';

export type CryptoPriceRow = typeof cryptoPrices.$inferSelect;

/** The USD price the operator sets for one unit of each crypto currency. */
export function createCryptoPricesRepository(db: Database) {
  return {
    list(): Promise<CryptoPriceRow[]> {
      return db.select().from(cryptoPrices).orderBy(asc(cryptoPrices.currency));
    },

    async find(currency: string): Promise<CryptoPriceRow | undefined> {
      const [row] = await db.select().from(cryptoPrices).where(eq(cryptoPrices.currency, currency));
      return row;
    },

    async save(currency: string, priceUsd: string): Promise<CryptoPriceRow> {
      const [row] = await db
        .insert(cryptoPrices)
        .values({ currency, priceUsd })
        .onConflictDoUpdate({
          target: cryptoPrices.currency,
          set: { priceUsd, updatedAt: sql`now()` },
        })
        .returning();
      if (row === undefined) throw new Error('crypto price upsert returned no row');
      return row;
    },
  };
}

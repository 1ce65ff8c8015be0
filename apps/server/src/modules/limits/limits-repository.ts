import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../orders/orders-tables.ts';
import { type SenderLimitRow, senderLimits } from './limits-tables.ts';

/** Orders that never moved money and never will: they count against no limit. */
export const uncountedStatuses = ['cancelled', 'expired', 'failed', 'replaced'] as const;

/** A sender's order totals since a moment, per pricing currency. */
export type TotalsByCurrency = Map<string, string>;

export function createLimitsRepository(db: Database) {
  return {
    all(): Promise<SenderLimitRow[]> {
      return db.select().from(senderLimits).orderBy(senderLimits.currency);
    },

    async upsert(row: typeof senderLimits.$inferInsert): Promise<SenderLimitRow> {
      const [saved] = await db
        .insert(senderLimits)
        .values(row)
        .onConflictDoUpdate({
          target: senderLimits.currency,
          set: { ...row, updatedAt: sql`now()` },
        })
        .returning();
      if (saved === undefined) throw new Error('the limit was not saved');
      return saved;
    },

    async remove(currency: string): Promise<boolean> {
      const removed = await db
        .delete(senderLimits)
        .where(eq(senderLimits.currency, currency))
        .returning({ currency: senderLimits.currency });
      return removed.length > 0;
    },

    /**
     * The sender's totals of counted orders since `since`, per pricing currency; orders of the
     * cart `exceptCart` are left out (an open order about to be replaced by the new one).
     */
    async totalsSince(
      userId: string,
      since: Date,
      exceptCart: string | null = null,
    ): Promise<TotalsByCurrency> {
      const rows = await db
        .select({
          currency: orders.pricingCurrency,
          total: sql<string>`sum(${orders.total})::text`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            gt(orders.createdAt, since),
            notInArray(orders.status, [...uncountedStatuses]),
            exceptCart === null
              ? undefined
              : sql`not (${orders.cartFingerprint} = ${exceptCart} and ${orders.status} = 'awaiting_payment')`,
          ),
        )
        .groupBy(orders.pricingCurrency);
      return new Map(rows.map((row) => [row.currency, row.total]));
    },
  };
}

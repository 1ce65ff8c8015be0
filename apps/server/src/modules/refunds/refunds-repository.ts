import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { type OrderRow, orders } from '../orders/orders-tables.ts';
import { type RefundOwedRow, type RefundReason, refundsOwed } from './refunds-tables.ts';

/** Money owed back on orders, and the operator's record of paying it. */
export function createRefundsRepository(db: Database) {
  const withOrder = () =>
    db
      .select({ refund: refundsOwed, order: orders, email: users.email })
      .from(refundsOwed)
      .innerJoin(orders, eq(orders.id, refundsOwed.orderId))
      .innerJoin(users, eq(users.id, orders.userId));

  return {
    /** The whole total is owed back: fees included (Regulation E § 1005.34). */
    async owe(order: OrderRow, reason: RefundReason, at: Date): Promise<void> {
      await db
        .insert(refundsOwed)
        .values({
          orderId: order.id,
          reason,
          amount: order.total,
          currency: order.pricingCurrency,
          createdAt: at,
        })
        .onConflictDoNothing();
    },

    async forOrder(orderId: string): Promise<RefundOwedRow | undefined> {
      const [row] = await db.select().from(refundsOwed).where(eq(refundsOwed.orderId, orderId));
      return row;
    },

    list(done: boolean, limit: number) {
      return withOrder()
        .where(done ? isNotNull(refundsOwed.refundedAt) : isNull(refundsOwed.refundedAt))
        .orderBy(done ? desc(refundsOwed.refundedAt) : asc(refundsOwed.createdAt))
        .limit(limit);
    },

    async lockOpen(reference: string) {
      const [row] = await withOrder()
        .where(and(eq(orders.reference, reference.toUpperCase()), isNull(refundsOwed.refundedAt)))
        .for('update', { of: refundsOwed });
      return row;
    },

    async markRefunded(
      orderId: string,
      done: Pick<RefundOwedRow, 'refundedAt' | 'refundedBy' | 'refundedByEmail' | 'note'>,
    ): Promise<void> {
      await db.update(refundsOwed).set(done).where(eq(refundsOwed.orderId, orderId));
    },
  };
}

import { type Language, receivingAccountMethods } from '@giro/shared';
import { type AnyColumn, and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { type NewOrder, type OrderRow, orderStatusHistory, orders } from './orders-tables.ts';

/** Who is told about an order's changes, in their own language. */
export interface OrderRecipient {
  email: string;
  firstName: string;
  language: Language;
}

export type OrderChange = Partial<Omit<NewOrder, 'id' | 'reference' | 'userId' | 'createdAt'>>;

type HistoryEntry = typeof orderStatusHistory.$inferInsert;

const open = sql`${orders.status} = 'awaiting_payment'`;

export function createOrdersRepository(db: Database) {
  /** Ids of open orders matching `condition`, oldest `by` first: what the expiry sweeps lock. */
  async function openOrderIds(condition: SQL | undefined, by: AnyColumn, limit: number) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(open, condition))
      .orderBy(asc(by))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  return {
    /**
     * The user's live (unpaid) order of one cart, whatever its method, locked: a confirmation
     * racing with a change of method either lands first (the order is no longer live) or waits.
     */
    async findLiveForCart(userId: string, fingerprint: string): Promise<OrderRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.cartFingerprint, fingerprint), open))
        .for('update');
      return order;
    },

    /**
     * Serializes the user's order placements until the transaction ends: two methods chosen at
     * once for the same cart must not both stay open. (The account row is the natural lock; no
     * one else updates it while an order is being placed.)
     */
    async lockUser(userId: string): Promise<void> {
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
    },

    /** Inserts a live order unless the user already has one for the cart. */
    async insertLive(order: NewOrder): Promise<OrderRow | undefined> {
      const [inserted] = await db
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: [orders.userId, orders.cartFingerprint], where: open })
        .returning();
      return inserted;
    },

    /** The order with `reference` if it belongs to `userId`: others' orders do not exist. */
    async findOwned(reference: string, userId: string): Promise<OrderRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.reference, reference), eq(orders.userId, userId)));
      return order;
    },

    /**
     * The order a gateway's callback names, whatever its method now: the sender may have chosen
     * another method after the gateway's page was opened, and the money still belongs to it.
     */
    async findByReference(reference: string): Promise<OrderRow | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
      return order;
    },

    /** Whether a history note of the order starts with `prefix` (a gateway payment's key). */
    async hasHistoryNote(orderId: string, prefix: string): Promise<boolean> {
      const starts = sql`left(${orderStatusHistory.note}, ${prefix.length}) = ${prefix}`;
      const [row] = await db
        .select({ id: orderStatusHistory.id })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), starts))
        .limit(1);
      return row !== undefined;
    },

    /** Locks the order's row until the transaction ends; with the mail recipient. */
    async lock(orderId: string) {
      const [row] = await db
        .select({
          order: orders,
          recipient: { email: users.email, firstName: users.firstName, language: users.language },
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId))
        .for('update', { of: orders });
      return row;
    },

    async update(orderId: string, change: OrderChange): Promise<OrderRow> {
      const [updated] = await db
        .update(orders)
        .set(change)
        .where(eq(orders.id, orderId))
        .returning();
      if (updated === undefined) throw new Error(`order ${orderId} vanished while locked`);
      return updated;
    },

    async addHistory(entry: HistoryEntry): Promise<void> {
      await db.insert(orderStatusHistory).values(entry);
    },

    /** Open Zelle, PayPal and transfer orders whose method was chosen by `before`. */
    dueManualOrders(before: Date, limit: number): Promise<string[]> {
      const manual = inArray(orders.method, [...receivingAccountMethods]);
      const chosen = orders.paymentChosenAt;
      return openOrderIds(and(manual, lte(chosen, before)), chosen, limit);
    },

    /** Open crypto orders whose payment window closed by `now`, oldest first. */
    dueCryptoOrders(now: Date, limit: number, userId?: string): Promise<string[]> {
      const owner = userId === undefined ? undefined : eq(orders.userId, userId);
      const closed = lte(orders.cryptoExpiresAt, now);
      return openOrderIds(and(closed, owner), orders.cryptoExpiresAt, limit);
    },
  };
}

import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderStatusHistory, orders } from '../orders/orders-tables.ts';
import { deliveryOptions } from '../pricing/pricing-tables.ts';
import { deliveryProofs, type OrderProofRow, orderProofs } from './transfers-tables.ts';

/**
 * Reads of the sender's own orders; another user's order is never returned. 'Mis envíos' lists
 * no replaced order (the sender chose another method for that cart); its page still opens from
 * the mail that named it.
 */
export function createTransfersRepository(db: Database) {
  const listed = (userId: string) => and(eq(orders.userId, userId), ne(orders.status, 'replaced'));
  return {
    async page(userId: string, offset: number, limit: number) {
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(listed(userId))
          .orderBy(desc(orders.createdAt), desc(orders.reference))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(orders).where(listed(userId)),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** The owned order with its delivery option's wording and which proofs it has. */
    /** The sender snapshot of the user's latest order, if any. */
    async latestSender(userId: string) {
      const [row] = await db
        .select({ sender: orders.sender })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row?.sender ?? null;
    },

    async findOwned(reference: string, userId: string) {
      const [row] = await db
        .select({
          order: orders,
          intervalEs: deliveryOptions.intervalEs,
          intervalEn: deliveryOptions.intervalEn,
          availableWithinDays: deliveryOptions.availableWithinDays,
          proofOrderId: orderProofs.orderId,
          deliveryProofOrderId: deliveryProofs.orderId,
        })
        .from(orders)
        .leftJoin(deliveryOptions, eq(deliveryOptions.id, orders.deliveryOptionId))
        .leftJoin(orderProofs, eq(orderProofs.orderId, orders.id))
        .leftJoin(deliveryProofs, eq(deliveryProofs.orderId, orders.id))
        .where(and(eq(orders.reference, reference), eq(orders.userId, userId)));
      return row;
    },

    /**
     * The sender's timeline: the steps the order took. Rows that changed no status (a pending
     * or unexpected gateway payment, kept for the operator) are not steps.
     */
    history(orderId: string) {
      const { fromStatus, toStatus } = orderStatusHistory;
      return db
        .select({
          status: toStatus,
          at: orderStatusHistory.createdAt,
          payload: orderStatusHistory.payload,
        })
        .from(orderStatusHistory)
        .where(
          and(
            eq(orderStatusHistory.orderId, orderId),
            sql`${fromStatus} is distinct from ${toStatus}`,
          ),
        )
        .orderBy(asc(orderStatusHistory.id));
    },

    async proof(orderId: string): Promise<OrderProofRow | undefined> {
      const [proof] = await db.select().from(orderProofs).where(eq(orderProofs.orderId, orderId));
      return proof;
    },

    /**
     * Stores the order's proof, replacing an earlier one: the replaced row, if any. Called in
     * the transaction that holds the order's lock.
     */
    async putProof(proof: OrderProofRow): Promise<OrderProofRow | undefined> {
      const [previous] = await db
        .select()
        .from(orderProofs)
        .where(eq(orderProofs.orderId, proof.orderId))
        .for('update');
      await db
        .insert(orderProofs)
        .values(proof)
        .onConflictDoUpdate({
          target: orderProofs.orderId,
          set: {
            fileName: proof.fileName,
            mediaType: proof.mediaType,
            size: proof.size,
            uploadedAt: proof.uploadedAt,
          },
        });
      return previous;
    },
  };
}

import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../orders/orders-tables.ts';
import { type ComplianceHoldRow, complianceHolds } from './compliance-tables.ts';

type NewHold = typeof complianceHolds.$inferInsert;
type Decision = Pick<
  ComplianceHoldRow,
  'status' | 'decidedAt' | 'decidedBy' | 'decidedByEmail' | 'decisionNote'
>;

export function createHoldsRepository(db: Database) {
  return {
    /** Opens a hold unless the order already has an open one for the same reason. */
    async open(hold: Omit<NewHold, 'status'>): Promise<void> {
      await db
        .insert(complianceHolds)
        .values({ ...hold, status: 'open' })
        .onConflictDoNothing({
          target: [complianceHolds.orderId, complianceHolds.reason],
          where: sql`${complianceHolds.status} = 'open'`,
        });
    },

    async openReasons(orderId: string): Promise<HoldReason[]> {
      const rows = await db
        .select({ reason: complianceHolds.reason })
        .from(complianceHolds)
        .where(and(eq(complianceHolds.orderId, orderId), eq(complianceHolds.status, 'open')))
        .orderBy(asc(complianceHolds.id));
      return rows.map((row) => row.reason);
    },

    /** Whether the order is held now, or a hold of it ended after `since`. */
    async heldSince(orderId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: complianceHolds.id })
        .from(complianceHolds)
        .where(
          and(
            eq(complianceHolds.orderId, orderId),
            or(eq(complianceHolds.status, 'open'), gt(complianceHolds.decidedAt, since)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The open holds of these orders, oldest first. */
    openOf(orderIds: readonly string[]): Promise<ComplianceHoldRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(complianceHolds)
        .where(
          and(inArray(complianceHolds.orderId, [...orderIds]), eq(complianceHolds.status, 'open')),
        )
        .orderBy(asc(complianceHolds.id));
    },

    /** Every hold of these orders, oldest first. */
    ofOrders(orderIds: readonly string[]): Promise<ComplianceHoldRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(complianceHolds)
        .where(inArray(complianceHolds.orderId, [...orderIds]))
        .orderBy(asc(complianceHolds.id));
    },

    /** An open hold, locked for the operator's decision. */
    async lockOpen(id: number): Promise<ComplianceHoldRow | undefined> {
      const [row] = await db
        .select()
        .from(complianceHolds)
        .where(and(eq(complianceHolds.id, id), eq(complianceHolds.status, 'open')))
        .for('update');
      return row;
    },

    async find(id: number): Promise<ComplianceHoldRow | undefined> {
      const [row] = await db.select().from(complianceHolds).where(eq(complianceHolds.id, id));
      return row;
    },

    async decide(id: number, decision: Decision): Promise<ComplianceHoldRow> {
      const [row] = await db
        .update(complianceHolds)
        .set(decision)
        .where(eq(complianceHolds.id, id))
        .returning();
      if (row === undefined) throw new Error(`hold ${id} vanished while locked`);
      return row;
    },

    /** How many orders wait with an open hold of this reason. */
    async countOpen(reason: HoldReason): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(complianceHolds)
        .where(and(eq(complianceHolds.reason, reason), eq(complianceHolds.status, 'open')));
      return row?.count ?? 0;
    },

    /** The order's open hold of this reason ends with `decision`; answers whether it had one. */
    async resolveOpen(orderId: string, reason: HoldReason, decision: Decision): Promise<boolean> {
      const rows = await db
        .update(complianceHolds)
        .set(decision)
        .where(
          and(
            eq(complianceHolds.orderId, orderId),
            eq(complianceHolds.reason, reason),
            eq(complianceHolds.status, 'open'),
          ),
        )
        .returning({ id: complianceHolds.id });
      return rows.length > 0;
    },

    /** The sender's orders held for their identity: resolved once it is verified. */
    async resolveIdentity(userId: string, decision: Decision): Promise<ComplianceHoldRow[]> {
      const held = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
      return db
        .update(complianceHolds)
        .set(decision)
        .where(
          and(
            eq(complianceHolds.reason, 'identity'),
            eq(complianceHolds.status, 'open'),
            inArray(complianceHolds.orderId, held),
          ),
        )
        .returning();
    },

    /** Whether a user has an order waiting for their identity. */
    async identityRequired(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: complianceHolds.id })
        .from(complianceHolds)
        .innerJoin(orders, eq(orders.id, complianceHolds.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(complianceHolds.reason, 'identity'),
            eq(complianceHolds.status, 'open'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

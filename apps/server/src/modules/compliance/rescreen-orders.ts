import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../orders/orders-tables.ts';
import { createHoldsRepository } from './holds-repository.ts';
import { type OrderGateDeps, screenOrder } from './order-gate.ts';

/** Orders still on their way: a new list version may hold them. */
const openStatuses = ['awaiting_payment', 'payment_submitted', 'paid', 'processing'] as const;
const batchSize = 200;

export type RescreenDeps = Pick<OrderGateDeps, 'now' | 'settings' | 'screening'> & {
  db: Database;
  /** Ends what held an order (`releaseOrder`): answers whether it was released. */
  release: (tx: Database, orderId: string) => Promise<boolean>;
};

export interface RescreenCount {
  /** Orders a possible match now holds. */
  held: number;
  /** Orders that waited for a list in force and are free now. */
  released: number;
}

/**
 * Screens one open order again in `tx`: a possible match nobody cleared holds it (a sanctions
 * hold already open stays); an order that waited for a list in force no longer waits, and is
 * released if nothing else holds it. Nothing changes while no list is in force.
 */
async function rescreenOrder(
  deps: RescreenDeps,
  tx: Database,
  order: typeof orders.$inferSelect,
  count: RescreenCount,
): Promise<void> {
  const screened = await screenOrder(deps, tx, order);
  if (screened === 'unscreened') return;
  if (screened === 'held') count.held += 1;
  const waited = await createHoldsRepository(tx).resolveOpen(order.id, 'screening_unavailable', {
    status: 'resolved',
    decidedAt: deps.now(),
    decidedBy: null,
    decidedByEmail: 'system',
    decisionNote: null,
  });
  if (waited && (await deps.release(tx, order.id))) count.released += 1;
}

/**
 * Screens every open order matching `where` (all of them after an import) against the list in
 * force, each in a transaction of its own, or in `tx` when given (a revoked clearance re-holds
 * its person's orders in the revocation's transaction).
 */
export async function rescreenOpenOrders(
  deps: RescreenDeps,
  where?: SQL,
  tx?: Database,
): Promise<RescreenCount> {
  const count: RescreenCount = { held: 0, released: 0 };
  const db = tx ?? deps.db;
  if ((await deps.screening.list(db)).state !== 'in_force') return count;
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...openStatuses]),
          where,
          after === undefined ? undefined : gt(orders.id, after),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(batchSize);
    for (const order of batch) {
      if (tx !== undefined) await rescreenOrder(deps, tx, order, count);
      else await deps.db.transaction((own) => rescreenOrder(deps, own, order, count));
    }
    const last = batch.at(-1);
    if (last === undefined || batch.length < batchSize) return count;
    after = last.id;
  }
}

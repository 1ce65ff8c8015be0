import { and, asc, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../orders/orders-tables.ts';
import { type OrderGateDeps, screenOrder } from './order-gate.ts';

/** Orders still on their way: a new list version may hold them. */
const openStatuses = ['awaiting_payment', 'payment_submitted', 'paid', 'processing'] as const;
const batchSize = 200;

/**
 * Screens every open order against the newest list (after an import), each in a transaction of
 * its own; an order already held for sanctions keeps its hold. Returns how many became held.
 */
export async function rescreenOpenOrders(
  deps: Pick<OrderGateDeps, 'now' | 'settings' | 'screening'> & { db: Database },
): Promise<number> {
  let held = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await deps.db
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...openStatuses]),
          after === undefined ? undefined : gt(orders.id, after),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(batchSize);
    for (const order of batch) {
      if (await deps.db.transaction((tx) => screenOrder(deps, tx, order))) held += 1;
    }
    const last = batch.at(-1);
    if (last === undefined || batch.length < batchSize) return held;
    after = last.id;
  }
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { createOrdersRepository } from '../orders/orders-repository.ts';
import { createHoldsRepository } from './holds-repository.ts';

/**
 * A hold of the order ended (in `tx`): once none is left, the sender of an unpaid order is
 * mailed that it can be paid, and how (`app.orders.released`), whatever earlier mails said.
 * Answers whether the order was released.
 */
export async function releaseOrder(
  app: Pick<FastifyInstance, 'orders'>,
  tx: Database,
  orderId: string,
): Promise<boolean> {
  // The order's lock first: of two holds ended at once, the second to lock sees the first's end.
  const locked = await createOrdersRepository(tx).lock(orderId);
  if (locked?.order.status !== 'awaiting_payment') return false;
  if ((await createHoldsRepository(tx).openReasons(orderId)).length > 0) return false;
  await app.orders.released(tx, locked.order, locked.recipient);
  return true;
}

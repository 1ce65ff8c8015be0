import type { Database } from '../../db/database.ts';
import type { ChangeStatus } from './order-status-changer.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';

const batchSize = 200;

export interface OrderExpiry {
  /** Expires the open crypto orders past their window (of one user, or all); returns how many. */
  expireDue(userId?: string): Promise<number>;
  /** Whether the order is an open crypto order whose window has closed at `now`. */
  isDue(order: OrderRow): boolean;
}

export function createOrderExpiry(deps: {
  db: Database;
  now: () => Date;
  changeStatus: ChangeStatus;
}): OrderExpiry {
  const isDue = (order: OrderRow) =>
    order.status === 'awaiting_payment' &&
    order.cryptoExpiresAt !== null &&
    order.cryptoExpiresAt <= deps.now();

  return {
    isDue,
    async expireDue(userId) {
      const due = await createOrdersRepository(deps.db).dueCryptoOrders(
        deps.now(),
        batchSize,
        userId,
      );
      let expired = 0;
      for (const orderId of due) {
        // Rechecked under the lock: the sender may have confirmed it meanwhile.
        const { changed } = await deps.changeStatus(
          orderId,
          'expired',
          'system',
          'crypto payment window closed',
          { check: isDue },
        );
        if (changed) expired += 1;
      }
      return expired;
    },
  };
}

import { receivingAccountMethods } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { historyNotes } from './history-notes.ts';
import type { OrderChecks } from './order-checks.ts';
import type { ChangeStatus } from './order-status-changer.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';

const batchSize = 200;

export interface OrderExpiry {
  /** Expires the open crypto orders past their window (of one user, or all); returns how many. */
  expireDue(userId?: string): Promise<number>;
  /** Whether the order is an open crypto order whose window has closed at `now`. */
  isDue(order: OrderRow): boolean;
  /**
   * Expires open Zelle, PayPal and transfer orders unpaid `hours` (the operator's setting) after
   * their method was chosen; the sender gets the status mail. Returns how many.
   */
  expireUnpaidManual(hours: number): Promise<number>;
}

const hourMs = 3_600_000;
const manualMethods: readonly string[] = receivingAccountMethods;

export function createOrderExpiry(deps: {
  db: Database;
  now: () => Date;
  changeStatus: ChangeStatus;
  checks: Pick<OrderChecks, 'mayExpire'>;
}): OrderExpiry {
  const isDue = (order: OrderRow) =>
    order.status === 'awaiting_payment' &&
    order.cryptoExpiresAt !== null &&
    order.cryptoExpiresAt <= deps.now();

  async function expireAll(
    due: string[],
    note: string,
    check: (order: OrderRow) => boolean,
    since: Date,
  ) {
    let expired = 0;
    for (const orderId of due) {
      // An order waiting for a review or the sender's identity is not waiting for money.
      if (!(await deps.checks.mayExpire(deps.db, orderId, since))) continue;
      // Rechecked under the lock: the sender may have confirmed it meanwhile.
      const { changed } = await deps.changeStatus(orderId, 'expired', 'system', note, { check });
      if (changed) expired += 1;
    }
    return expired;
  }

  return {
    isDue,
    async expireDue(userId) {
      const due = await createOrdersRepository(deps.db).dueCryptoOrders(
        deps.now(),
        batchSize,
        userId,
      );
      // A crypto order held past its window expires at once when released: its price is gone.
      return expireAll(due, historyNotes.cryptoWindowClosed, isDue, deps.now());
    },
    async expireUnpaidManual(hours) {
      const before = new Date(deps.now().getTime() - hours * hourMs);
      const due = await createOrdersRepository(deps.db).dueManualOrders(before, batchSize);
      const stillDue = (order: OrderRow) =>
        order.status === 'awaiting_payment' &&
        manualMethods.includes(order.method) &&
        order.paymentChosenAt <= before;
      return expireAll(due, historyNotes.unpaidExpired(hours), stillDue, before);
    },
  };
}

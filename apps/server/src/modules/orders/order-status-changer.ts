import { canTransition, type OrderStatus } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { OrderChecks } from './order-checks.ts';
import type { OrderNotifier } from './order-notifier.ts';
import { illegalTransition, orderNotFound } from './orders-errors.ts';
import { createOrdersRepository, type OrderChange } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';

/** Who changed an order: a user's id, 'system' (expiry), `staff:<id>`, `gateway:<name>`. */
type OrderActor = string;

interface ChangeStatusOptions {
  /**
   * Runs under the row lock before the transition: throws to refuse, returns false to leave the
   * order as it is (a repeated request), true to go on.
   */
  check?: (order: OrderRow) => boolean;
  /** Columns written in the same transaction (payment details). */
  change?: OrderChange;
  /** Recorded in the history row (e.g. a gateway's callback). */
  payload?: unknown;
  /** Runs in the same transaction after the change (e.g. the console's audit entry). */
  within?: (tx: Database, change: { before: OrderRow; after: OrderRow }) => Promise<void>;
}

interface StatusChange {
  order: OrderRow;
  changed: boolean;
}

export type ChangeStatus = (
  orderId: string,
  to: OrderStatus,
  actor: OrderActor,
  note: string,
  options?: ChangeStatusOptions,
) => Promise<StatusChange>;

/**
 * The one way an order's status changes: row lock, legal transition (else 409
 * `illegal_transition`), compliance's word (no payment or delivery while held), update, history
 * row and the sender's mail in one transaction.
 */
export function createStatusChanger(deps: {
  db: Database;
  now: () => Date;
  notifier: OrderNotifier;
  checks: Pick<OrderChecks, 'checkTransition'>;
}): ChangeStatus {
  return async (orderId, to, actor, note, options = {}) => {
    const result = await deps.db.transaction(async (tx) => {
      const repository = createOrdersRepository(tx);
      const locked = await repository.lock(orderId);
      if (locked === undefined) throw orderNotFound();
      if (options.check?.(locked.order) === false) return { ...locked, changed: false };
      const from = locked.order.status;
      if (!canTransition(from, to)) throw illegalTransition(from, to);
      await deps.checks.checkTransition(tx, locked.order, to);
      const at = deps.now();
      const order = await repository.update(orderId, {
        ...options.change,
        status: to,
        updatedAt: at,
      });
      await repository.addHistory({
        orderId,
        fromStatus: from,
        toStatus: to,
        actor,
        note,
        payload: options.payload ?? null,
        createdAt: at,
      });
      await options.within?.(tx, { before: locked.order, after: order });
      await deps.notifier.statusChanged(tx, order, locked.recipient);
      return { order, changed: true };
    });
    return { order: result.order, changed: result.changed };
  };
}

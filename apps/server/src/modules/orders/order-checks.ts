import type { OrderStatus } from '@giro/shared';
import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import type { Database } from '../../db/database.ts';
import type { OrderRow } from './orders-tables.ts';
import type { OrderDraft } from './payment-starter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What compliance says about orders (limits, screening, identity); see `OrderChecks`. */
    orderChecks: OrderChecks;
  }
}

/**
 * The checks an order passes on its way, which the orders module asks and the compliance module
 * answers (it decorates `app.orderChecks` before orders registers): a new order within the
 * sender's limits, screened and, above the identity threshold, waiting for the sender's
 * identity; no payment while a hold is open, no delivery either.
 */
export interface OrderChecks {
  /** Under the sender's lock, before a new order is inserted; throws AppError to refuse. */
  admit(tx: Database, draft: OrderDraft): Promise<void>;
  /** In the transaction that created the order: opens its holds; answers their reasons. */
  placed(tx: Database, order: OrderRow): Promise<HoldReason[]>;
  /** Why the order cannot be paid now (the first open hold), or null. */
  paymentHold(executor: Database, orderId: string): Promise<HoldReason | null>;
  /** The same for a page of orders: each held one with its first open hold. */
  paymentHolds(executor: Database, orderIds: readonly string[]): Promise<Map<string, HoldReason>>;
  /** Under the order's lock, before a status change: throws AppError to refuse it. */
  checkTransition(tx: Database, order: OrderRow, to: OrderStatus): Promise<void>;
  /** Whether an unpaid order may expire: not while held, nor just after a hold ended `since`. */
  mayExpire(executor: Database, orderId: string, since: Date): Promise<boolean>;
}

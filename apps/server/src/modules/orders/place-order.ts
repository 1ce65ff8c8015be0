import type { CalcMoneySentResponse } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { newOrderReference } from './order-reference.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';
import type { OrderDraft, PaymentStarter } from './payment-starter.ts';
import { violatedConstraint } from './unique-violation.ts';

const maxAttempts = 5;

export interface PlacedOrder {
  order: OrderRow;
  created: boolean;
}

/**
 * Inserts the order, or returns the sender's open order for the same method and cart. The
 * unique index on open carts makes concurrent identical submits insert once: the losers'
 * `ON CONFLICT DO NOTHING` waits for the winner's commit, then reads its order. A reference
 * collision rolls the attempt back and retries with a new reference.
 */
export async function placeOrder(
  db: Database,
  draft: OrderDraft,
  starter: PaymentStarter,
  quote: CalcMoneySentResponse,
  /** Runs in the creating transaction for a new order (its mail, its receiver remembered). */
  onCreated: (tx: Database, order: OrderRow) => Promise<void>,
): Promise<PlacedOrder> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      const placed = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const { userId, method, cartFingerprint } = draft;
        const open = await repository.findOpen(userId, method, cartFingerprint);
        if (open !== undefined) return { order: open, created: false };
        const terms = await starter.prepare(tx, draft, quote);
        const order = { ...draft, ...terms, reference: newOrderReference() };
        const inserted = await repository.insertOpen(order);
        if (inserted === undefined) {
          const winner = await repository.findOpen(userId, method, cartFingerprint);
          return winner && { order: winner, created: false };
        }
        await repository.addHistory({
          orderId: inserted.id,
          fromStatus: null,
          toStatus: inserted.status,
          actor: userId,
          note: 'order created',
          createdAt: inserted.createdAt,
        });
        await onCreated(tx, inserted);
        return { order: inserted, created: true };
      });
      // Undefined: the open order that won the race was closed at once; try again.
      if (placed !== undefined) return placed;
    } catch (error) {
      if (violatedConstraint(error) !== 'orders_reference_key') throw error;
    }
  }
  throw new Error(`could not place an order in ${maxAttempts} attempts`);
}

import type { CalcMoneySentResponse } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { historyNotes } from './history-notes.ts';
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
 * Inserts the order, or returns the sender's open order for the same method and cart. One cart
 * has at most one open order: an open order of the same cart with another method is marked
 * replaced (hidden from 'Mis envíos', no mail) in the transaction that places the new one. The
 * user's row lock serializes a sender's placements, so two methods chosen at once leave one
 * open order; the unique index on open carts still makes identical submits insert once. A
 * reference collision rolls the attempt back and retries with a new reference.
 */
export async function placeOrder(
  db: Database,
  draft: OrderDraft,
  starter: PaymentStarter,
  quote: CalcMoneySentResponse,
  hooks: {
    /** Under the sender's lock, before a new order is inserted: throws to refuse it (limits). */
    admit: (tx: Database, draft: OrderDraft) => Promise<void>;
    /** Runs in the creating transaction for a new order (its mail, its receiver remembered). */
    created: (tx: Database, order: OrderRow) => Promise<void>;
  },
): Promise<PlacedOrder> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      const placed = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const { userId, method, cartFingerprint } = draft;
        await repository.lockUser(userId);
        const open = await repository.findOpenForCart(userId, cartFingerprint);
        const same = open.find((order) => order.method === method);
        if (same !== undefined) return { order: same, created: false };
        await hooks.admit(tx, draft);
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
          note: historyNotes.created,
          createdAt: inserted.createdAt,
        });
        for (const previous of open) await replace(repository, previous, inserted);
        await hooks.created(tx, inserted);
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

/** The sender chose another method for the cart: the earlier order stops waiting for payment. */
async function replace(
  repository: ReturnType<typeof createOrdersRepository>,
  previous: OrderRow,
  by: OrderRow,
): Promise<void> {
  await repository.update(previous.id, { status: 'replaced', updatedAt: by.createdAt });
  await repository.addHistory({
    orderId: previous.id,
    fromStatus: previous.status,
    toStatus: 'replaced',
    actor: by.userId,
    note: historyNotes.replaced(by.reference),
    payload: { replaced_by: by.reference },
    createdAt: by.createdAt,
  });
}

import type { CalcMoneySentResponse } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { historyNotes } from './history-notes.ts';
import { newOrderReference } from './order-reference.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';
import type { OrderDraft, PaymentStarter, PaymentTerms } from './payment-starter.ts';
import { violatedConstraint } from './unique-violation.ts';

const maxAttempts = 5;

/** What the placing transaction runs besides the order itself. */
export interface PlacementHooks {
  /** Under the sender's lock, before an order is placed or changed: throws to refuse it (limits). */
  admit(tx: Database, draft: OrderDraft): Promise<void>;
  /** A new order (its receiver remembered, its parties screened). */
  created(tx: Database, order: OrderRow): Promise<void>;
  /** A new order or a new method for the live one (its payment instructions scheduled). */
  chosen(tx: Database, order: OrderRow): Promise<void>;
}

/** Where an order is paid, cleared before a method's own terms are written. */
const noTerms: Required<PaymentTerms> = {
  payTo: null,
  receivingAccountId: null,
  cryptoAmount: null,
  cryptoExpiresAt: null,
};

/**
 * One cart has one live (unpaid) order, whatever the method: choosing the method it has answers
 * it again; choosing another changes that order's method and where it is paid (a history entry),
 * so the sender keeps one reference and can never pay an order that no longer exists. The user's
 * row lock serializes a sender's placements and the unique index on live carts holds it
 * whatever happens. A reference collision rolls the attempt back and retries with a new one.
 */
export async function placeOrder(
  db: Database,
  draft: OrderDraft,
  starter: PaymentStarter,
  quote: CalcMoneySentResponse,
  hooks: PlacementHooks,
): Promise<OrderRow> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      const placed = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const { userId, method, cartFingerprint } = draft;
        await repository.lockUser(userId);
        const live = await repository.findLiveForCart(userId, cartFingerprint);
        if (live?.method === method) return live;
        await hooks.admit(tx, draft);
        const terms = { ...noTerms, ...(await starter.prepare(tx, draft, quote)) };
        if (live !== undefined) {
          const changed = await changeMethod(repository, live, draft, terms);
          await hooks.chosen(tx, changed);
          return changed;
        }
        const inserted = await repository.insertLive({
          ...draft,
          ...terms,
          reference: newOrderReference(),
        });
        // Another live order of the cart committed first (the lock makes this rare): read it.
        if (inserted === undefined) return undefined;
        await repository.addHistory({
          orderId: inserted.id,
          fromStatus: null,
          toStatus: inserted.status,
          actor: userId,
          note: historyNotes.created,
          createdAt: inserted.createdAt,
        });
        await hooks.created(tx, inserted);
        await hooks.chosen(tx, inserted);
        return inserted;
      });
      if (placed !== undefined) return placed;
    } catch (error) {
      if (violatedConstraint(error) !== 'orders_reference_key') throw error;
    }
  }
  throw new Error(`could not place an order in ${maxAttempts} attempts`);
}

/** The sender chose another method for the cart: the live order is paid that way from now on. */
async function changeMethod(
  repository: ReturnType<typeof createOrdersRepository>,
  live: OrderRow,
  draft: OrderDraft,
  terms: Required<PaymentTerms>,
): Promise<OrderRow> {
  const at = draft.paymentChosenAt;
  const changed = await repository.update(live.id, {
    ...terms,
    method: draft.method,
    paymentChosenAt: at,
    updatedAt: at,
  });
  await repository.addHistory({
    orderId: live.id,
    fromStatus: live.status,
    toStatus: live.status,
    actor: draft.userId,
    note: historyNotes.methodChanged(live.method, draft.method),
    payload: { from_method: live.method, to_method: draft.method, pay_to: terms.payTo },
    createdAt: at,
  });
  return changed;
}

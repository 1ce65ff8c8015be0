import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import { type SavedReceiverRow, savedReceivers } from './transfers-tables.ts';

/** The receivers a sender sent money to, one per document and card/account. */
export function createSavedReceiversRepository(db: Database) {
  return {
    /** Remembers the order's receiver and bank, refreshing the row of the same identity. */
    async remember(order: OrderRow): Promise<void> {
      const values = {
        userId: order.userId,
        document: order.receiver.document,
        numberCard: order.bank.number_card,
        account: order.bank.account,
        destinationCurrency: order.destinationCurrency,
        receiver: order.receiver,
        bank: order.bank,
        lastUsedAt: order.createdAt,
      };
      await db
        .insert(savedReceivers)
        .values(values)
        .onConflictDoUpdate({
          target: [
            savedReceivers.userId,
            savedReceivers.document,
            savedReceivers.numberCard,
            savedReceivers.account,
          ],
          set: {
            destinationCurrency: values.destinationCurrency,
            receiver: values.receiver,
            bank: values.bank,
            lastUsedAt: values.lastUsedAt,
          },
        });
    },

    list(userId: string): Promise<SavedReceiverRow[]> {
      return db
        .select()
        .from(savedReceivers)
        .where(eq(savedReceivers.userId, userId))
        .orderBy(desc(savedReceivers.lastUsedAt), desc(savedReceivers.id));
    },

    /** Deletes the receiver if it is the user's: whether a row went. */
    async delete(id: number, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(savedReceivers)
        .where(and(eq(savedReceivers.id, id), eq(savedReceivers.userId, userId)))
        .returning({ id: savedReceivers.id });
      return deleted.length > 0;
    },
  };
}

export type SavedReceiversRepository = ReturnType<typeof createSavedReceiversRepository>;

import type { SavedBank, SavedReceiverData } from '@giro/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type SavedReceiverRow, savedReceivers } from './receivers-tables.ts';

/** What an order tells about its receiver (the order's own snapshots). */
export interface ReceiverOfOrder {
  userId: string;
  destinationCurrency: string;
  receiver: SavedReceiverData;
  bank: SavedBank;
  createdAt: Date;
}

/** The receivers a sender sent money to, one per document and card/account. */
export function createReceiversRepository(db: Database) {
  return {
    /** Remembers the order's receiver and bank, refreshing the row of the same identity. */
    async remember(order: ReceiverOfOrder): Promise<void> {
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

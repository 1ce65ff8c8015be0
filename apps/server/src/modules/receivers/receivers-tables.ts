import type { SavedBank, SavedReceiverData } from '@giro/shared';
import { index, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../accounts/accounts-tables.ts';

/**
 * Receivers remembered from a sender's orders, one per document and card/account: a new order
 * to the same person and card refreshes the row instead of adding one.
 */
export const savedReceivers = pgTable(
  'saved_receivers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    numberCard: text('number_card').notNull(),
    account: text('account').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    receiver: jsonb('receiver').$type<SavedReceiverData>().notNull(),
    bank: jsonb('bank').$type<SavedBank>().notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [
    uniqueIndex('saved_receivers_identity_key').on(
      table.userId,
      table.document,
      table.numberCard,
      table.account,
    ),
    index('saved_receivers_user_idx').on(table.userId, table.lastUsedAt),
  ],
);

export type SavedReceiverRow = typeof savedReceivers.$inferSelect;

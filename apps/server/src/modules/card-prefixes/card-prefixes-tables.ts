import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operator data: the first 8 digits of the cards issued for each card currency. The web checks
 * a receiver's CUP or MLC card against its list; CUC is kept for the operator's records.
 */
export const cardPrefixes = pgTable(
  'card_prefixes',
  {
    list: text('list').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.list, table.prefix] }),
    check('card_prefixes_list', sql`${table.list} in ('CUP', 'MLC', 'CUC')`),
    check('card_prefixes_prefix', sql`${table.prefix} ~ '^[0-9]{8}$'`),
  ],
);

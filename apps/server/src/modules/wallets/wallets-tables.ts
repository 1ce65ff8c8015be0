import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentCurrencies } from '../pricing/pricing-tables.ts';

/**
 * Operator data: where senders pay each crypto currency. A currency may have wallets on several
 * networks; the active one with the lowest `position` is shown.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    currency: text('currency')
      .notNull()
      .references(() => paymentCurrencies.code),
    /** The network to send on, as senders know it: "Bitcoin", "Tron (TRC-20)". */
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    /** An image URL: a path under the site, or a data: URI. */
    icon: text('icon').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('wallets_currency_chain_key').on(table.currency, table.chain)],
);

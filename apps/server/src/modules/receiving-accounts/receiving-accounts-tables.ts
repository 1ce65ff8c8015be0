import { receivingAccountMethods } from '@giro/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { paymentCurrencies } from '../pricing/pricing-tables.ts';

/**
 * Operator data: the accounts Zelle, PayPal and bank-transfer orders are paid to. New orders go
 * to the active account of their method and currency that received least today, while it stays
 * under its `daily_limit` (in `currency`).
 */
export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: serial('id').primaryKey(),
    method: text('method', { enum: receivingAccountMethods }).notNull(),
    currency: text('currency')
      .notNull()
      .references(() => paymentCurrencies.code),
    /** Shown above the account: "Zelle", "PayPal", the bank's name. */
    label: text('label').notNull(),
    /** Email or phone (Zelle, PayPal), IBAN or account number (bank transfer). */
    account: text('account').notNull(),
    holder: text('holder').notNull(),
    bankName: text('bank_name').notNull().default(''),
    swift: text('swift').notNull().default(''),
    dailyLimit: numeric('daily_limit', { precision: 14, scale: 2 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('receiving_accounts_method', isOneOf(table.method, receivingAccountMethods)),
    check('receiving_accounts_daily_limit', sql`${table.dailyLimit} > 0`),
  ],
);

export type ReceivingAccountRow = typeof receivingAccounts.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';

export const refundReasons = ['sender_cancellation', 'sanctions_block'] as const;
export type RefundReason = (typeof refundReasons)[number];

/**
 * Money the operator owes back: a paid order the sender cancelled within 30 minutes, or one the
 * operator blocked. The refund queue lists the rows not yet refunded.
 */
export const refundsOwed = pgTable(
  'refunds_owed',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: refundReasons }).$type<RefundReason>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    refundedAt: timestamptz('refunded_at'),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundedByEmail: text('refunded_by_email'),
    note: text('note'),
  },
  (table) => [
    check('refunds_owed_reason', isOneOf(table.reason, refundReasons)),
    index('refunds_owed_open_idx').on(table.createdAt).where(sql`${table.refundedAt} is null`),
  ],
);

export type RefundOwedRow = typeof refundsOwed.$inferSelect;

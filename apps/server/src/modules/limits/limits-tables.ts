import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * The operator's sender limits per pricing currency (the currency a quote's `topay` is in: USD
 * for crypto payments), each in that currency: one transfer, the rolling 24 hours and the
 * rolling 30 days. `usd_value` is what one unit is worth in USD, the operator's own rate: a
 * sender's orders in other currencies are converted with it before they count against a limit,
 * and the identity threshold (set in USD) is converted with it too. Null limit: none.
 */
export const senderLimits = pgTable(
  'sender_limits',
  {
    currency: text('currency').primaryKey(),
    usdValue: numeric('usd_value', { precision: 18, scale: 8 }).notNull(),
    perTransfer: money('per_transfer'),
    perDay: money('per_day'),
    perMonth: money('per_month'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sender_limits_positive',
      sql`${table.usdValue} > 0 and coalesce(${table.perTransfer}, 1) > 0
        and coalesce(${table.perDay}, 1) > 0 and coalesce(${table.perMonth}, 1) > 0`,
    ),
  ],
);

export type SenderLimitRow = typeof senderLimits.$inferSelect;

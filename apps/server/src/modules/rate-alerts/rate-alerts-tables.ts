import { rateAlertDirections } from '@giro/shared/rate-alerts/rate-alert-contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../accounts/accounts-tables.ts';

/**
 * A sender's wish to hear when a corridor's rate reaches `target` ('1 USD ≥ 330 CUP'). `armed`
 * is true while the rate is on the other side of the target: the operator's change that crosses
 * it sends one mail and disarms the alert; a change back across the target arms it again.
 */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentCurrency: text('payment_currency').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    direction: text('direction', { enum: rateAlertDirections }).notNull(),
    target: numeric('target', { precision: 18, scale: 6 }).notNull(),
    armed: boolean('armed').notNull().default(true),
    notifiedAt: timestamptz('notified_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rate_alerts_watch_key').on(
      table.userId,
      table.paymentCurrency,
      table.destinationCurrency,
      table.direction,
      table.target,
    ),
    index('rate_alerts_corridor_idx').on(table.paymentCurrency, table.destinationCurrency),
    check('rate_alerts_direction', sql`${table.direction} in ('at_least', 'at_most')`),
    check('rate_alerts_target', sql`${table.target} > 0`),
  ],
);

export type RateAlertRow = typeof rateAlerts.$inferSelect;

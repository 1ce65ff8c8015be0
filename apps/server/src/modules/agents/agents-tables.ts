import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { areDestinationCodes } from '../../lib/destination-codes.ts';
import { users } from '../accounts/accounts-tables.ts';

/** Freelancers who share a home link with `?hash=`; the hash is the agent's public key. */
export const agents = pgTable(
  'agents',
  {
    hash: text('hash').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** Destination codes (spec §9) this agent's customers may send to. */
    destinations: text('destinations').array().notNull(),
    /** Percent added to each route's commission percent, "1.5" meaning 1.5 %. */
    markupPercent: numeric('markup_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    /** The agent's share of the commission on the transfers they brought, "25" meaning 25 %. */
    commissionSharePercent: numeric('commission_share_percent', { precision: 7, scale: 4 })
      .notNull()
      .default('0'),
    /** The account (role `agent`) that signs in to the agent's page; null until invited. */
    userId: uuid('user_id')
      .unique('agents_user_id_key')
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('agents_markup_not_negative', sql`${table.markupPercent} >= 0`),
    check(
      'agents_commission_share',
      sql`${table.commissionSharePercent} >= 0 and ${table.commissionSharePercent} <= 100`,
    ),
    check('agents_destinations', areDestinationCodes(table.destinations)),
  ],
);

/**
 * What the operator paid an agent for one month (UTC, by order creation) in one pricing currency:
 * the commission earned on that month's paid transfers when it was settled.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    agentHash: text('agent_hash')
      .notNull()
      .references(() => agents.hash),
    /** The first day of the month settled. */
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    orderCount: integer('order_count').notNull(),
    settledAt: timestamptz('settled_at').notNull(),
    settledBy: uuid('settled_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.agentHash, table.month, table.currency] }),
    check('agent_settlements_amount', sql`${table.amount} >= 0`),
  ],
);

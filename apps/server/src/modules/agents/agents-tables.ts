import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { areDestinationCodes } from '../../lib/destination-codes.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('agents_markup_not_negative', sql`${table.markupPercent} >= 0`),
    check('agents_destinations', areDestinationCodes(table.destinations)),
  ],
);

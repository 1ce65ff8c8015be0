import { paymentMethods } from '@giro/shared';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../lib/sql-in-list.ts';

/** Operator data: which checkout payment methods are offered, in `position` order. */
export const gateways = pgTable(
  'gateways',
  {
    name: text('name', { enum: paymentMethods }).primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [check('gateways_name', isOneOf(table.name, paymentMethods))],
);

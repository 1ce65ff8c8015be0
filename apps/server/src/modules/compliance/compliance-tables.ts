import {
  type HoldReason,
  type HoldStatus,
  holdReasons,
  holdStatuses,
} from '@giro/shared/compliance/compliance-holds';
import type { ScreeningMatch } from '@giro/shared/compliance/screening-match';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';

/**
 * Why an order may not be paid or delivered yet (shared `holdReasons`): a possible sanctions
 * match until the operator clears or blocks it, or the sender's identity until it is verified.
 * At most one open hold per order and reason.
 */
export const complianceHolds = pgTable(
  'compliance_holds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: holdReasons }).$type<HoldReason>().notNull(),
    status: text('status', { enum: holdStatuses }).$type<HoldStatus>().notNull(),
    /** Sanctions: what matched, as it was on the list the order was screened against. */
    matches: jsonb('matches').$type<ScreeningMatch[]>().notNull().default([]),
    listId: integer('list_id'),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decisionNote: text('decision_note'),
  },
  (table) => [
    check('compliance_holds_reason', isOneOf(table.reason, holdReasons)),
    check('compliance_holds_status', isOneOf(table.status, holdStatuses)),
    uniqueIndex('compliance_holds_open_key')
      .on(table.orderId, table.reason)
      .where(sql`${table.status} = 'open'`),
    index('compliance_holds_status_idx').on(table.status, table.createdAt),
  ],
);

export type ComplianceHoldRow = typeof complianceHolds.$inferSelect;

import { claimKinds, claimOutcomes } from '@giro/shared/compliance/claim-contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';

/**
 * A sender's error claim on a transfer (Regulation E's error resolution): what went wrong, by
 * when the operator must answer (90 days), and the answer the sender is mailed.
 */
export const errorClaims = pgTable(
  'error_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: claimKinds }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    outcome: text('outcome', { enum: claimOutcomes }),
    answer: text('answer'),
    answeredAt: timestamptz('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredByEmail: text('answered_by_email'),
  },
  (table) => [
    check('error_claims_kind', isOneOf(table.kind, claimKinds)),
    check('error_claims_outcome', isOneOf(table.outcome, claimOutcomes)),
    index('error_claims_order_idx').on(table.orderId, table.createdAt),
    index('error_claims_open_idx').on(table.dueAt).where(sql`${table.answeredAt} is null`),
  ],
);

export type ErrorClaimRow = typeof errorClaims.$inferSelect;

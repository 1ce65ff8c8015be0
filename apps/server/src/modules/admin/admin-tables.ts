import { moneyChangeKinds, moneyChangeStates } from '@giro/shared/admin/money-change-contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../accounts/accounts-tables.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Changes of where money goes (a receiving account, a wallet, a checkout method, the cool-off),
 * proposed by one admin. The live tables change only when another admin approves, or when the
 * cool-off of a change no other admin could approve has passed: until then checkout never
 * sees it.
 */
export const moneyChanges = pgTable(
  'money_changes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: moneyChangeKinds }).notNull(),
    /** The account's or wallet's id, the method's name; null for one being added. */
    entityId: text('entity_id'),
    /** The thing as it was when proposed (null when added) and as it will be. */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: moneyChangeStates }).notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedByEmail: text('proposed_by_email').notNull(),
    proposedAt: timestamptz('proposed_at').notNull(),
    /** When the cool-off ends (no other admin could approve); null: another admin approves. */
    effectiveAt: timestamptz('effective_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who approved or cancelled; null for a change applied by its cool-off. */
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    check('money_changes_kind', sql`${table.kind} in (${inList(moneyChangeKinds)})`),
    check('money_changes_state', sql`${table.state} in (${inList(moneyChangeStates)})`),
    // One pending change per thing: an approval always applies to what its approver saw.
    uniqueIndex('money_changes_pending_key')
      .on(table.kind, sql`coalesce(${table.entityId}, '')`)
      .where(sql`${table.state} = 'pending' and ${table.entityId} is not null`),
    index('money_changes_state_idx').on(table.state, table.id),
  ],
);

export type MoneyChangeRow = typeof moneyChanges.$inferSelect;

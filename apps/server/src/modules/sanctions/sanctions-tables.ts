import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { sdnEntryTypes } from './sdn-csv.ts';

export const sanctionsListSources = ['upload', 'url'] as const;

/**
 * Each import of Treasury's SDN list: when, by whom (null: the scheduled fetch), from where, how
 * many entries. Orders are screened against the newest; older versions keep their record only.
 */
export const sanctionsLists = pgTable(
  'sanctions_lists',
  {
    id: serial('id').primaryKey(),
    importedAt: timestamptz('imported_at').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, like the audit log's; 'system' for the scheduled fetch. */
    importedByEmail: text('imported_by_email').notNull(),
    source: text('source', { enum: sanctionsListSources }).notNull(),
    sourceUrl: text('source_url'),
    entryCount: integer('entry_count').notNull(),
    /** Of the file as read: the scheduled fetch imports a file only when it changed. */
    sha256: text('sha256').notNull(),
  },
  (table) => [check('sanctions_lists_source', isOneOf(table.source, sanctionsListSources))],
);

/** The entries of the newest list (an import replaces the previous version's). */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: 'cascade' }),
    entNum: integer('ent_num').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: sdnEntryTypes }).notNull(),
    programs: text('programs').array().notNull(),
    title: text('title'),
    remarks: text('remarks'),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.entNum] }),
    check('sanctions_entries_type', isOneOf(table.type, sdnEntryTypes)),
  ],
);

/**
 * Names the operator cleared as not being an entry (false positives): the same name, however
 * written, is not held again for that entry. `name_key` is the name's normalised words, sorted.
 */
export const sanctionsClearedPairs = pgTable(
  'sanctions_cleared_pairs',
  {
    nameKey: text('name_key').notNull(),
    entNum: integer('ent_num').notNull(),
    screened: text('screened').notNull(),
    reason: text('reason').notNull(),
    clearedBy: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearedByEmail: text('cleared_by_email').notNull(),
    clearedAt: timestamptz('cleared_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.nameKey, table.entNum] }),
    index('sanctions_cleared_pairs_key_idx').on(table.nameKey),
    check('sanctions_cleared_pairs_key', sql`${table.nameKey} <> ''`),
  ],
);

export type SanctionsListRow = typeof sanctionsLists.$inferSelect;
export type SanctionsEntryRow = typeof sanctionsEntries.$inferSelect;

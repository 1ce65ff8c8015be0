import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { sdnEntryTypes } from './sdn-csv.ts';

/** A console upload, the settings' URL, or the snapshot the demo ships (`snapshot/`). */
export const sanctionsListSources = ['upload', 'url', 'snapshot'] as const;

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
    /**
     * When the list was last known to be Treasury's current one: its import, or a later fetch
     * (or upload) of the same file. Older than `sanctionsListMaxAgeDays`, it screens nothing.
     */
    checkedAt: timestamptz('checked_at').notNull(),
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

export const clearanceParties = ['sender', 'receiver'] as const;

/** The parts of an SDN entry a clearance was decided on: a change to any of them voids it. */
export interface ClearedEntry {
  name: string | null;
  type: string | null;
  programs: string[];
  remarks: string | null;
}

/**
 * Possible matches the operator cleared as false positives, each for one person and one entry:
 * the party's normalised name (`name_key`) and identity (`identity`: the receiver's document,
 * `doc:<digits>`, or the sender's account, `account:<id>`) against the entry `ent_num` as it
 * read then (`entry`). Another person of the same name, or the entry changed by a new version
 * of the list, is screened (and held) again. Revoked ones stay, for the record.
 */
export const sanctionsClearances = pgTable(
  'sanctions_clearances',
  {
    id: serial('id').primaryKey(),
    party: text('party', { enum: clearanceParties }).notNull(),
    nameKey: text('name_key').notNull(),
    identity: text('identity').notNull(),
    /** 0 for a name the list cannot be compared with (no entry). */
    entNum: integer('ent_num').notNull(),
    entry: jsonb('entry').$type<ClearedEntry>().notNull(),
    /** The name and document as the order wrote them ('' for a sender's document). */
    screenedName: text('screened_name').notNull(),
    screenedDocument: text('screened_document').notNull(),
    /** The order whose review cleared it. */
    orderReference: text('order_reference').notNull(),
    reason: text('reason').notNull(),
    clearedBy: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearedByEmail: text('cleared_by_email').notNull(),
    clearedAt: timestamptz('cleared_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedByEmail: text('revoked_by_email'),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    check('sanctions_clearances_party', isOneOf(table.party, clearanceParties)),
    check('sanctions_clearances_key', sql`${table.nameKey} <> '' and ${table.identity} <> ''`),
    uniqueIndex('sanctions_clearances_active_key')
      .on(table.party, table.nameKey, table.identity, table.entNum)
      .where(sql`${table.revokedAt} is null`),
    index('sanctions_clearances_cleared_at_idx').on(table.clearedAt),
  ],
);

export type SanctionsListRow = typeof sanctionsLists.$inferSelect;
export type SanctionsEntryRow = typeof sanctionsEntries.$inferSelect;
export type SanctionsClearanceRow = typeof sanctionsClearances.$inferSelect;

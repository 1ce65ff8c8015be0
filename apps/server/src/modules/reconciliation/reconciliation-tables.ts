import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import {
  statementDirections,
  statementFormats,
  statementLineDecisions,
  statementLineResults,
  statementMatchReasons,
} from '@giro/shared/reconciliation/statement-lines';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
import { receivingAccounts } from '../receiving-accounts/receiving-accounts-tables.ts';

/** Each statement file an operator imported into a receiving account, even one adding nothing. */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: serial('id').primaryKey(),
    receivingAccountId: integer('receiving_account_id')
      .notNull()
      .references(() => receivingAccounts.id),
    format: text('format', { enum: statementFormats }).notNull(),
    /** "camt.053.001.08", "OFX 102 (SGML)", "Norma 43", "CSV". */
    variant: text('variant').notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** Movements in the file, and how many of them were new (the rest were already stored). */
    lineCount: integer('line_count').notNull(),
    newLineCount: integer('new_line_count').notNull(),
    importedBy: uuid('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: timestamptz('imported_at').notNull(),
  },
  (table) => [
    check('statement_imports_format', isOneOf(table.format, statementFormats)),
    index('statement_imports_account_idx').on(table.receivingAccountId, table.importedAt),
  ],
);

/**
 * The movements of a receiving account's statements, each stored once however many statements
 * bring it: `fingerprint` is the bank's id when the format makes it unique in the account
 * (`id:<id>`), else a hash of the line's fields and its rank among identical lines of its file.
 * Matching's verdict (`result`, `reason`, `order_id`) waits for the operator's `decision`.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivingAccountId: integer('receiving_account_id')
      .notNull()
      .references(() => receivingAccounts.id),
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id),
    sourceLine: integer('source_line').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    valueOn: date('value_on', { mode: 'string' }),
    direction: text('direction', { enum: statementDirections }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name'),
    memo: text('memo').notNull(),
    bankTransactionId: text('bank_transaction_id'),
    fingerprint: text('fingerprint').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    result: text('result', { enum: statementLineResults }).notNull(),
    reason: text('reason', { enum: statementMatchReasons }).notNull(),
    /** The order matching found (or the operator named); null when unmatched. */
    orderId: uuid('order_id').references(() => orders.id),
    /** Orders the console offers to link by hand (ambiguous matches, near misses). */
    candidateOrderIds: jsonb('candidate_order_ids').$type<string[]>().notNull(),
    decision: text('decision', { enum: statementLineDecisions }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('statement_lines_direction', isOneOf(table.direction, statementDirections)),
    check('statement_lines_result', isOneOf(table.result, statementLineResults)),
    check('statement_lines_reason', isOneOf(table.reason, statementMatchReasons)),
    check('statement_lines_decision', isOneOf(table.decision, statementLineDecisions)),
    check('statement_lines_amount', sql`${table.amount} >= 0`),
    uniqueIndex('statement_lines_fingerprint_key').on(table.receivingAccountId, table.fingerprint),
    index('statement_lines_account_day_idx').on(table.receivingAccountId, table.bookedOn),
    index('statement_lines_order_idx').on(table.orderId).where(sql`${table.orderId} is not null`),
  ],
);

/** The operator's CSV columns of a receiving account (PayPal's download, a U.S. bank's). */
export const statementCsvMappings = pgTable('statement_csv_mappings', {
  receivingAccountId: integer('receiving_account_id')
    .primaryKey()
    .references(() => receivingAccounts.id),
  mapping: jsonb('mapping').$type<CsvMapping>().notNull(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamptz('updated_at').notNull(),
});

export type StatementLineRow = typeof statementLines.$inferSelect;
export type NewStatementLine = typeof statementLines.$inferInsert;

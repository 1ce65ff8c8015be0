import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import type {
  CsvMappingAnswer,
  ReconciliationAccount,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type Actor, auditedChange } from '../audit/audited-change.ts';
import { receivingAccounts } from '../receiving-accounts/receiving-accounts-tables.ts';
import { receivingAccount } from './receiving-account.ts';
import { statementCsvMappings } from './reconciliation-tables.ts';
import { waiting } from './statement-lines-repository.ts';

/** The receiving accounts, each with its saved CSV columns, open lines and latest import. */
export async function reconciliationAccounts(db: Database): Promise<ReconciliationAccount[]> {
  const rows = await db
    .select({
      account: receivingAccounts,
      // The outer account written out: Drizzle leaves a single table's columns unqualified.
      hasMapping: sql<boolean>`exists (select 1 from statement_csv_mappings m
        where m.receiving_account_id = receiving_accounts.id)`,
      openLines: sql<number>`(select count(*)::int from statement_lines
        where statement_lines.receiving_account_id = receiving_accounts.id
          and ${waiting} and statement_lines.result <> 'debit')`,
      lastImportAt: sql<string | null>`(select to_char(max(i.imported_at) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from statement_imports i
        where i.receiving_account_id = receiving_accounts.id)`,
    })
    .from(receivingAccounts)
    .orderBy(asc(receivingAccounts.method), asc(receivingAccounts.id));
  return rows.map(({ account, hasMapping, openLines, lastImportAt }) => ({
    id: account.id,
    method: account.method,
    currency: account.currency,
    label: account.label,
    account: account.account,
    active: account.active,
    has_csv_mapping: hasMapping,
    open_lines: openLines,
    last_import_at: lastImportAt,
  }));
}

export async function csvMapping(db: Database, accountId: number): Promise<CsvMappingAnswer> {
  await receivingAccount(db, accountId);
  const [row] = await db
    .select({ mapping: statementCsvMappings.mapping })
    .from(statementCsvMappings)
    .where(eq(statementCsvMappings.receivingAccountId, accountId));
  return { mapping: row?.mapping ?? null };
}

/** Saves the account's CSV columns (audited): the next CSV statement is read with them. */
export async function saveCsvMapping(
  deps: { db: Database; now: () => Date },
  actor: Actor,
  accountId: number,
  mapping: CsvMapping,
): Promise<CsvMappingAnswer> {
  await receivingAccount(deps.db, accountId);
  return auditedChange(deps.db, { actor, entity: 'statement_csv_mapping' }, async (tx) => {
    const [before] = await tx
      .select({ mapping: statementCsvMappings.mapping })
      .from(statementCsvMappings)
      .where(eq(statementCsvMappings.receivingAccountId, accountId));
    const values = { mapping, updatedBy: actor.id, updatedAt: deps.now() };
    await tx
      .insert(statementCsvMappings)
      .values({ receivingAccountId: accountId, ...values })
      .onConflictDoUpdate({ target: statementCsvMappings.receivingAccountId, set: values });
    return {
      entityId: String(accountId),
      before: before?.mapping ?? null,
      after: mapping,
      result: { mapping },
    };
  });
}

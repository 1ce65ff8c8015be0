import type { StatementImport } from '@giro/shared/reconciliation/reconciliation-contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { statementImports } from './reconciliation-tables.ts';

/** The imports answered per account: the latest ones. */
const recentImports = 20;

async function importsWhere(
  db: Database,
  condition: SQL,
  limit: number,
): Promise<StatementImport[]> {
  const rows = await db
    .select({
      row: statementImports,
      by: users.firstName,
      byLast: users.lastName,
    })
    .from(statementImports)
    .innerJoin(users, eq(users.id, statementImports.importedBy))
    .where(condition)
    .orderBy(desc(statementImports.id))
    .limit(limit);
  return rows.map(({ row, by, byLast }) => ({
    id: row.id,
    format: row.format,
    variant: row.variant,
    file_name: row.fileName,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    line_count: row.lineCount,
    new_line_count: row.newLineCount,
    imported_at: row.importedAt.toISOString(),
    imported_by: `${by} ${byLast}`.trim(),
  }));
}

/** The account's latest imports, newest first. */
export function recentStatementImports(db: Database, accountId: number) {
  return importsWhere(db, eq(statementImports.receivingAccountId, accountId), recentImports);
}

export async function findImport(db: Database, id: number): Promise<StatementImport> {
  const [found] = await importsWhere(db, eq(statementImports.id, id), 1);
  if (found === undefined) throw new Error(`statement import ${id} vanished`);
  return found;
}

import {
  type LineCounts,
  type StatementLinePage,
  type StatementLinesQuery,
  statementLinesPageSize,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { statementLineResults } from '@giro/shared/reconciliation/statement-lines';
import { and, count, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { lineViews } from './line-views.ts';
import { statementLines } from './reconciliation-tables.ts';
import { waiting } from './statement-lines-repository.ts';

/** Waiting for the operator: debits never are, flagged lines were decided at import. */
const open = sql`${waiting} and ${statementLines.result} <> 'debit'`;
const views: Record<StatementLinesQuery['view'], SQL | undefined> = {
  open,
  decided: not(waiting),
  all: undefined,
};

async function openCounts(db: Database, accountId: number): Promise<LineCounts> {
  const rows = await db
    .select({ result: statementLines.result, lines: count() })
    .from(statementLines)
    .where(and(eq(statementLines.receivingAccountId, accountId), open))
    .groupBy(statementLines.result);
  const counts = Object.fromEntries(
    statementLineResults.map((result) => [result, 0]),
  ) as LineCounts;
  for (const row of rows) counts[row.result] = row.lines;
  return counts;
}

/** A page of the account's lines, newest day first, with the open lines counted by result. */
export async function listLines(
  db: Database,
  accountId: number,
  query: StatementLinesQuery,
): Promise<StatementLinePage> {
  const where = and(
    eq(statementLines.receivingAccountId, accountId),
    views[query.view],
    query.result === undefined ? undefined : eq(statementLines.result, query.result),
  );
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(statementLines)
      .where(where)
      .orderBy(desc(statementLines.bookedOn), desc(statementLines.id))
      .limit(statementLinesPageSize)
      .offset((query.page - 1) * statementLinesPageSize),
    db.select({ lines: count() }).from(statementLines).where(where),
    openCounts(db, accountId),
  ]);
  return {
    items: await lineViews(db, rows),
    page: query.page,
    page_size: statementLinesPageSize,
    total: total?.lines ?? 0,
    open: counts,
  };
}

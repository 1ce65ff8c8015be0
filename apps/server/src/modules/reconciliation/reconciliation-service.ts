import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import type { StatementLinesQuery } from '@giro/shared/reconciliation/reconciliation-contracts';
import type { Actor } from '../audit/audited-change.ts';
import { createLineDecisions, type LineDecisionDeps } from './line-decisions.ts';
import { listLines } from './line-list.ts';
import { receivingAccount } from './receiving-account.ts';
import { csvMapping, reconciliationAccounts, saveCsvMapping } from './reconciliation-accounts.ts';
import { type ReportPeriod, reconciliationReport } from './reconciliation-report.ts';
import { reconciliationCsv } from './reconciliation-report-csv.ts';
import { importStatement, type StatementFile } from './statement-import.ts';
import { recentStatementImports } from './statement-imports.ts';

/**
 * Reconciliation of the receiving accounts' statements: import (read, store once, match), the
 * operator's decisions on each line, and the report. What the console's routes call.
 */
export function createReconciliationService(deps: LineDecisionDeps) {
  const { db } = deps;
  const decisions = createLineDecisions(deps);
  return {
    accounts: () => reconciliationAccounts(db),
    csvMapping: (accountId: number) => csvMapping(db, accountId),
    saveCsvMapping: (actor: Actor, accountId: number, mapping: CsvMapping) =>
      saveCsvMapping(deps, actor, accountId, mapping),
    importStatement: (actor: Actor, accountId: number, file: StatementFile) =>
      importStatement(deps, actor, accountId, file),
    async imports(accountId: number) {
      await receivingAccount(db, accountId);
      return recentStatementImports(db, accountId);
    },
    async lines(accountId: number, query: StatementLinesQuery) {
      await receivingAccount(db, accountId);
      return listLines(db, accountId, query);
    },
    confirm: decisions.confirm,
    confirmMany: decisions.confirmMany,
    decideDifference: decisions.decideDifference,
    link: decisions.link,
    notOurs: decisions.notOurs,
    report: (accountId: number, period: ReportPeriod) =>
      reconciliationReport(db, accountId, period),
    async reportCsv(accountId: number, period: ReportPeriod) {
      await receivingAccount(db, accountId);
      return reconciliationCsv(db, accountId, period);
    },
  };
}

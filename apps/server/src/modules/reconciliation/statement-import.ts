import { createHash } from 'node:crypto';
import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import type {
  LineCounts,
  StatementImportResult,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { statementLineResults } from '@giro/shared/reconciliation/statement-lines';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, auditedChange } from '../audit/audited-change.ts';
import { createOrdersRepository } from '../orders/orders-repository.ts';
import type { PaymentAlerts } from '../orders/payment-alerts.ts';
import type { ReceivingAccountRow } from '../receiving-accounts/receiving-accounts-tables.ts';
import { lineFingerprints } from './line-fingerprint.ts';
import { type MatchOutcome, matchLines } from './matching/match-lines.ts';
import { ordersToMatch } from './matching-orders-repository.ts';
import { receivingAccount, statementIsFor } from './receiving-account.ts';
import { readOrRefuse } from './reconciliation-errors.ts';
import { type NewStatementLine, statementCsvMappings } from './reconciliation-tables.ts';
import { findImport } from './statement-imports.ts';
import { createStatementLinesRepository } from './statement-lines-repository.ts';
import { flagLines } from './statement-money.ts';
import { parseStatement } from './statements/parse-statement.ts';
import type { StatementLineDraft } from './statements/statement-draft.ts';

export interface StatementImportDeps {
  db: Database;
  now: () => Date;
  alerts: PaymentAlerts;
}

export interface StatementFile {
  name: string;
  bytes: Buffer;
}

const dayMs = 86_400_000;
/** Orders made this long before a statement's first day may still be paid in it. */
const ordersLookbackDays = 90;

async function csvMappingOf(db: Database, accountId: number): Promise<CsvMapping | null> {
  const [row] = await db
    .select({ mapping: statementCsvMappings.mapping })
    .from(statementCsvMappings)
    .where(eq(statementCsvMappings.receivingAccountId, accountId));
  return row?.mapping ?? null;
}

function countResults(outcomes: readonly { result: keyof LineCounts }[]): LineCounts {
  const counts = Object.fromEntries(
    statementLineResults.map((result) => [result, 0]),
  ) as LineCounts;
  for (const { result } of outcomes) counts[result] += 1;
  return counts;
}

/** The days orders paid in these lines may have been made on: a lookback before the first. */
function orderWindow(lines: readonly StatementLineDraft[]) {
  const days = lines.map((line) => Date.parse(`${line.bookedOn}T00:00:00Z`));
  return {
    from: new Date(Math.min(...days) - ordersLookbackDays * dayMs),
    to: new Date(Math.max(...days) + 2 * dayMs),
  };
}

type Draft = [fingerprint: string, line: StatementLineDraft];

/** Matching's outcome for each draft (keyed `-(index + 1)`) and for held lines (by their id). */
async function matchDrafts(tx: Database, account: ReceivingAccountRow, drafts: readonly Draft[]) {
  const credits = drafts.flatMap(([, line]) => (line.direction === 'credit' ? [line] : []));
  const window = credits.length === 0 ? null : orderWindow(credits);
  const [orders, held] =
    window === null
      ? [[], []]
      : [
          await ordersToMatch(tx, account.id, window.from, window.to),
          await createStatementLinesRepository(tx).held(account.id),
        ];
  const outcomes = matchLines({
    accountCurrency: account.currency,
    lines: drafts.map(([, line], index) => ({ ...line, id: -(index + 1) })),
    orders,
    held,
  });
  return new Map(outcomes.map((outcome) => [outcome.lineId, outcome]));
}

/**
 * Held lines of an order a new line named: completed together, they are open again for the
 * operator to confirm (a difference asked for has arrived); still short, they stay as they are.
 */
async function updateHeld(tx: Database, outcomes: ReadonlyMap<number, MatchOutcome>) {
  const completed = [...outcomes.values()].filter(
    (outcome) => outcome.lineId > 0 && outcome.result === 'matched',
  );
  await createStatementLinesRepository(tx).update(
    completed.map((outcome) => outcome.lineId),
    {
      result: 'matched',
      reason: 'reference_split',
      decision: null,
      decidedBy: null,
      decidedAt: null,
    },
  );
}

/** Flags each order new lines brought money for that it cannot take (lines decided `flagged`). */
async function flagAll(
  tx: Database,
  alerts: PaymentAlerts,
  change: {
    account: ReceivingAccountRow;
    flagged: readonly { id: number; orderId: string }[];
    actorId: string;
    at: Date;
  },
) {
  const byOrder = new Map<string, number[]>();
  for (const { id, orderId } of change.flagged) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), id]);
  }
  for (const orderId of [...byOrder.keys()].sort()) {
    const locked = await createOrdersRepository(tx).lock(orderId);
    if (locked === undefined) continue;
    const lines = await createStatementLinesRepository(tx).lock(byOrder.get(orderId) ?? []);
    await flagLines(tx, alerts, { ...change, order: locked.order, lines });
  }
}

/**
 * Imports a statement file into a receiving account, in one transaction: the file is read whole
 * first (a bad line refuses it all, 422 naming the line); its lines the account does not have
 * yet are stored and matched with the account's orders, a line completing an earlier one's
 * order joins it, and money for orders that can take no more is flagged at once. Imports into
 * one account take turns (the account's row is locked), so each sees the other's lines.
 */
export async function importStatement(
  deps: StatementImportDeps,
  actor: Actor,
  accountId: number,
  file: StatementFile,
): Promise<StatementImportResult> {
  const account = await receivingAccount(deps.db, accountId);
  const csvMapping = await csvMappingOf(deps.db, accountId);
  const statement = readOrRefuse(() =>
    parseStatement({ bytes: file.bytes, csvMapping, currency: account.currency }),
  );
  if (!statementIsFor(account, statement.accountIdentifier)) {
    throw new AppError(422, 'statement_account_mismatch', {
      params: { file: statement.accountIdentifier ?? '', account: account.label },
    });
  }
  const fingerprints = lineFingerprints(statement.lines);

  return auditedChange(
    deps.db,
    { actor, entity: 'statement_import', action: 'import' },
    async (tx) => {
      await receivingAccount(tx, accountId, true);
      const lines = createStatementLinesRepository(tx);
      const known = await lines.existing(accountId, fingerprints);
      const fresh = new Map<string, StatementLineDraft>();
      statement.lines.forEach((line, index) => {
        const fingerprint = fingerprints[index] ?? '';
        if (!known.has(fingerprint)) fresh.set(fingerprint, line);
      });
      const at = deps.now();
      const importId = await lines.insertImport({
        receivingAccountId: accountId,
        format: statement.format,
        variant: statement.variant,
        fileName: file.name,
        fileSha256: createHash('sha256').update(file.bytes).digest('hex'),
        periodFrom: statement.periodFrom,
        periodTo: statement.periodTo,
        lineCount: statement.lines.length,
        newLineCount: fresh.size,
        importedBy: actor.id,
        importedAt: at,
      });
      const drafts: Draft[] = [...fresh.entries()];
      const outcomes = await matchDrafts(tx, account, drafts);
      const stored = await lines.insertLines(
        drafts.map(([fingerprint, draft], index): NewStatementLine => {
          const outcome = outcomes.get(-(index + 1));
          return {
            ...draft,
            receivingAccountId: accountId,
            importId,
            fingerprint,
            result: outcome?.result ?? 'unmatched',
            reason: outcome?.reason ?? 'no_match',
            orderId: outcome?.orderId ?? null,
            candidateOrderIds: outcome?.candidates ?? [],
            createdAt: at,
          };
        }),
      );
      await updateHeld(tx, outcomes);
      const idOf = new Map(stored.map((row) => [row.fingerprint, row.id]));
      const flagged = drafts.flatMap(([fingerprint], index) => {
        const outcome = outcomes.get(-(index + 1));
        const id = idOf.get(fingerprint);
        return outcome?.result === 'already_paid' && outcome.orderId && id
          ? [{ id, orderId: outcome.orderId }]
          : [];
      });
      await flagAll(tx, deps.alerts, { account, flagged, actorId: actor.id, at });
      const result = {
        import: await findImport(tx, importId),
        results: countResults([...outcomes.values()].filter((outcome) => outcome.lineId < 0)),
      };
      return { entityId: String(importId), before: null, after: result, result };
    },
  );
}

import {
  type StatementLineDecision,
  settlingDecisions,
} from '@giro/shared/reconciliation/statement-lines';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { HeldLine } from './matching/match-lines.ts';
import {
  type NewStatementLine,
  type StatementLineRow,
  statementImports,
  statementLines,
} from './reconciliation-tables.ts';

/** What `insertLines` writes of a line: the column, its SQL type, its value. */
const insertedColumns: readonly [string, string, (row: NewStatementLine) => unknown][] = [
  ['receiving_account_id', 'integer', (row) => row.receivingAccountId],
  ['import_id', 'integer', (row) => row.importId],
  ['source_line', 'integer', (row) => row.sourceLine],
  ['booked_on', 'date', (row) => row.bookedOn],
  ['value_on', 'date', (row) => row.valueOn ?? null],
  ['direction', 'text', (row) => row.direction],
  ['amount', 'numeric', (row) => row.amount],
  ['currency', 'text', (row) => row.currency],
  ['payer_name', 'text', (row) => row.payerName ?? null],
  ['memo', 'text', (row) => row.memo],
  ['bank_transaction_id', 'text', (row) => row.bankTransactionId ?? null],
  ['fingerprint', 'text', (row) => row.fingerprint],
  ['details', 'jsonb', (row) => row.details],
  ['result', 'text', (row) => row.result],
  ['reason', 'text', (row) => row.reason],
  ['order_id', 'uuid', (row) => row.orderId ?? null],
  ['candidate_order_ids', 'jsonb', (row) => row.candidateOrderIds],
  ['created_at', 'timestamptz', (row) => row.createdAt],
];

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const parts: Item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size));
  }
  return parts;
}

/** Lines still waiting for the operator: not decided, or waiting for the sender's difference. */
export const waiting = sql`(${statementLines.decision} is null or ${statementLines.decision} = 'difference_requested')`;
export const holdsMoney = inArray(statementLines.result, ['matched', 'probable', 'amount_differs']);

/**
 * Whether a line already brought the money of the order `orderId` names (an SQL expression of
 * the outer query, written with its table: Drizzle leaves a single table's columns unqualified
 * in a select list, where a subquery would read them as its own).
 */
export const settledByLine = (orderId: SQL) => sql`exists (
  select 1 from statement_lines settled
  where settled.order_id = ${orderId}
    and settled.decision in (${sql.join(
      settlingDecisions.map((decision) => sql`${decision}`),
      sql`, `,
    )}))`;

export function createStatementLinesRepository(db: Database) {
  return {
    /** The fingerprints among `fingerprints` the account already has a line for. */
    async existing(accountId: number, fingerprints: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(fingerprints, 5_000)) {
        const rows = await db
          .select({ fingerprint: statementLines.fingerprint })
          .from(statementLines)
          .where(
            and(
              eq(statementLines.receivingAccountId, accountId),
              inArray(statementLines.fingerprint, part),
            ),
          );
        for (const row of rows) found.add(row.fingerprint);
      }
      return found;
    },

    async insertImport(row: typeof statementImports.$inferInsert): Promise<number> {
      const [inserted] = await db
        .insert(statementImports)
        .values(row)
        .returning({ id: statementImports.id });
      if (inserted === undefined) throw new Error('insert returned no statement import');
      return inserted.id;
    },

    /**
     * Inserts the lines (a line the account already has is skipped): the stored ones' ids. The
     * rows travel as one JSON parameter per batch (`jsonb_to_recordset`): thousands of lines
     * bind 2 parameters instead of 40,000, many times faster on both drivers.
     */
    async insertLines(rows: readonly NewStatementLine[]) {
      const stored: { id: number; fingerprint: string }[] = [];
      const names = sql.raw(insertedColumns.map(([name]) => name).join(', '));
      const types = sql.raw(insertedColumns.map(([name, type]) => `${name} ${type}`).join(', '));
      for (const part of chunks(rows, 2_500)) {
        const records = part.map((row) =>
          Object.fromEntries(insertedColumns.map(([name, , value]) => [name, value(row)])),
        );
        const inserted = await selectRows<{ id: number | string; fingerprint: string }>(
          db,
          sql`insert into statement_lines (${names})
            select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})
            on conflict (receiving_account_id, fingerprint) do nothing
            returning id, fingerprint`,
        );
        stored.push(
          ...inserted.map((row) => ({ id: Number(row.id), fingerprint: row.fingerprint })),
        );
      }
      return stored;
    },

    /** Earlier lines still holding money for an order of the account, awaiting a decision. */
    held(accountId: number): Promise<HeldLine[]> {
      return db
        .select({
          id: statementLines.id,
          orderId: sql<string>`${statementLines.orderId}`,
          amount: statementLines.amount,
        })
        .from(statementLines)
        .where(
          and(
            eq(statementLines.receivingAccountId, accountId),
            sql`${statementLines.orderId} is not null`,
            waiting,
            holdsMoney,
          ),
        );
    },

    /** The lines waiting with `orderId`'s money (its group), oldest first. */
    group(orderId: string): Promise<StatementLineRow[]> {
      return db
        .select()
        .from(statementLines)
        .where(and(eq(statementLines.orderId, orderId), waiting, holdsMoney))
        .orderBy(asc(statementLines.bookedOn), asc(statementLines.id));
    },

    /** Whether a line already brought `orderId`'s money (confirmed, accepted or linked). */
    async settles(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: statementLines.id })
        .from(statementLines)
        .where(
          and(
            eq(statementLines.orderId, orderId),
            inArray(statementLines.decision, [...settlingDecisions]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async find(id: number): Promise<StatementLineRow | undefined> {
      const [row] = await db.select().from(statementLines).where(eq(statementLines.id, id));
      return row;
    },

    /** Locks the lines until the transaction ends, in id order (no deadlock between two). */
    lock(ids: readonly number[]): Promise<StatementLineRow[]> {
      return db
        .select()
        .from(statementLines)
        .where(inArray(statementLines.id, [...ids]))
        .orderBy(asc(statementLines.id))
        .for('update');
    },

    async update(ids: readonly number[], change: Partial<NewStatementLine>): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(statementLines)
        .set(change)
        .where(inArray(statementLines.id, [...ids]));
    },

    decide(ids: readonly number[], decision: StatementLineDecision, by: string, at: Date) {
      return this.update(ids, { decision, decidedBy: by, decidedAt: at });
    },
  };
}

/** Whether a line is still the operator's to decide (or waits for a sender's difference). */
export function isWaiting(line: Pick<StatementLineRow, 'decision'>): boolean {
  return line.decision === null || line.decision === 'difference_requested';
}

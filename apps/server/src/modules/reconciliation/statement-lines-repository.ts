import {
  type StatementLineDecision,
  settlingDecisions,
} from '@giro/shared/reconciliation/statement-lines';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { HeldLine } from './matching/match-lines.ts';
import {
  type NewStatementLine,
  type StatementLineRow,
  statementImports,
  statementLines,
} from './reconciliation-tables.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 20 columns a row. */
const chunk = 500;

function chunks<Item>(items: readonly Item[], size = chunk): Item[][] {
  const parts: Item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size));
  }
  return parts;
}

/** Lines still waiting for the operator: not decided, or waiting for the sender's difference. */
export const waiting = sql`(${statementLines.decision} is null or ${statementLines.decision} = 'difference_requested')`;
export const holdsMoney = inArray(statementLines.result, ['matched', 'probable', 'amount_differs']);

/** Whether a line already brought the order's money: the SQL of `settled` in matching. */
export const settledByLine = (orderId: unknown) => sql`exists (
  select 1 from ${statementLines} settled
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

    /** Inserts the lines (a line the account already has is skipped): the stored ones' ids. */
    async insertLines(rows: readonly NewStatementLine[]) {
      const stored: { id: number; fingerprint: string }[] = [];
      for (const part of chunks(rows)) {
        stored.push(
          ...(await db
            .insert(statementLines)
            .values(part)
            .onConflictDoNothing({
              target: [statementLines.receivingAccountId, statementLines.fingerprint],
            })
            .returning({ id: statementLines.id, fingerprint: statementLines.fingerprint })),
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

import type {
  LineOrder,
  StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';
import { orderSummaryColumns } from './matching-orders-repository.ts';
import type { StatementLineRow } from './reconciliation-tables.ts';
import { statementLines } from './reconciliation-tables.ts';
import { holdsMoney, waiting } from './statement-lines-repository.ts';

/** The orders beside lines, by id: what the review screen shows of each. */
async function lineOrders(db: Database, ids: readonly string[]): Promise<Map<string, LineOrder>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(orderSummaryColumns)
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        reference: row.reference,
        status: row.status,
        total: row.total,
        currency: row.currency,
        sender_name: row.senderName,
        created_at: row.createdAt.toISOString(),
      },
    ]),
  );
}

/** What the waiting lines of each order add up to. */
async function groupAmounts(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      orderId: sql<string>`${statementLines.orderId}`,
      amount: sql<string>`sum(${statementLines.amount})::numeric(14, 2)::text`,
    })
    .from(statementLines)
    .where(and(inArray(statementLines.orderId, [...orderIds]), waiting, holdsMoney))
    .groupBy(statementLines.orderId);
  return new Map(rows.map((row) => [row.orderId, row.amount]));
}

async function staffNames(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
}

/** Lines as the console reads them: with their order, candidates, group sum and who decided. */
export async function lineViews(
  db: Database,
  rows: readonly StatementLineRow[],
): Promise<StatementLine[]> {
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const shown = new Set([...orderIds, ...rows.flatMap((row) => row.candidateOrderIds)]);
  const deciders = new Set(rows.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])));
  const [ordersById, sums, names] = await Promise.all([
    lineOrders(db, [...shown]),
    groupAmounts(db, orderIds),
    staffNames(db, [...deciders]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    import_id: row.importId,
    source_line: row.sourceLine,
    booked_on: row.bookedOn,
    value_on: row.valueOn,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    payer_name: row.payerName,
    memo: row.memo,
    bank_transaction_id: row.bankTransactionId,
    details: row.details,
    result: row.result,
    reason: row.reason,
    order: (row.orderId && ordersById.get(row.orderId)) || null,
    candidates: row.candidateOrderIds.flatMap((id) => ordersById.get(id) ?? []),
    group_amount: (row.orderId && sums.get(row.orderId)) || null,
    decision: row.decision,
    decided_by: (row.decidedBy && names.get(row.decidedBy)) || null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  }));
}

/** One line as the console reads it. */
export async function lineView(db: Database, id: number): Promise<StatementLine> {
  const [row] = await db.select().from(statementLines).where(eq(statementLines.id, id));
  if (row === undefined) throw new Error(`statement line ${id} vanished`);
  const [view] = await lineViews(db, [row]);
  if (view === undefined) throw new Error(`statement line ${id} vanished`);
  return view;
}

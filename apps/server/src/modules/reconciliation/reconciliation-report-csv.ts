import { reconciliationCsvColumns } from '@giro/shared/reconciliation/reconciliation-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import { csvLine } from '../../lib/csv.ts';
import { paidWithoutLine, type ReportPeriod } from './reconciliation-report.ts';

type CsvRow = Record<(typeof reconciliationCsvColumns)[number], string | null>;

/** Lines per query: the CSV is written as it is read, so memory stays flat however many. */
const batchSize = 1000;

/** One batch of the period's credit lines, in booking order, after `after` (day and id). */
function linesBatch(
  db: Database,
  accountId: number,
  period: ReportPeriod,
  after: { day: string; id: number } | null,
) {
  const resume =
    after === null ? sql`true` : sql`(l.booked_on, l.id) > (${after.day}::date, ${after.id})`;
  return selectRows<CsvRow & { id: number }>(
    db,
    sql`select l.id, 'statement_line' as kind, l.booked_on::text as booked_on,
          l.amount::text as amount, l.currency, l.payer_name, l.memo, l.bank_transaction_id,
          l.result, l.decision, o.reference as order_reference, o.status as order_status,
          o.total::text as order_total,
          nullif(trim(u.first_name || ' ' || u.last_name), '') as decided_by,
          to_char(l.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as decided_at
        from statement_lines l
        left join orders o on o.id = l.order_id
        left join users u on u.id = l.decided_by
        where l.receiving_account_id = ${accountId} and l.direction = 'credit'
          and l.booked_on between ${period.from}::date and ${period.to}::date and ${resume}
        order by l.booked_on, l.id
        limit ${batchSize}`,
  );
}

/**
 * The reconciliation report as CSV: every credit line booked in the period with what became of
 * it (`kind` statement_line), then every order marked paid in the period without a line
 * (`kind` paid_without_line, its paid day in `booked_on`, who marked it in `decided_by`).
 */
export async function* reconciliationCsv(
  db: Database,
  accountId: number,
  period: ReportPeriod,
): AsyncGenerator<string> {
  const line = (row: Partial<CsvRow>) =>
    csvLine(reconciliationCsvColumns.map((column) => row[column] ?? null));
  yield csvLine(reconciliationCsvColumns);
  let after: { day: string; id: number } | null = null;
  for (;;) {
    const rows = await linesBatch(db, accountId, period, after);
    if (rows.length > 0) yield rows.map(line).join('');
    const last = rows.at(-1);
    if (last === undefined || rows.length < batchSize) break;
    after = { day: last.booked_on ?? '', id: last.id };
  }
  const orders = await selectRows<Record<string, string>>(db, paidWithoutLine(accountId, period));
  yield orders
    .map((order) =>
      line({
        kind: 'paid_without_line',
        booked_on: order.paid_at?.slice(0, 10) ?? null,
        amount: order.total,
        currency: order.currency,
        payer_name: order.sender_name,
        order_reference: order.reference,
        order_status: order.status,
        order_total: order.total,
        decided_by: order.paid_by,
        decided_at: order.paid_at,
      }),
    )
    .join('');
}

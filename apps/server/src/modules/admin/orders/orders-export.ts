import { ordersExportColumns } from '@giro/shared/admin/dashboard-contracts';
import { csvLine } from '../../../lib/csv.ts';
import type { InstantRange } from '../dashboard/utc-day-range.ts';
import type { ExportCursor, OrdersExportRepository } from './orders-export-repository.ts';

/** Orders per query: a few hundred kilobytes of CSV, so memory stays flat however many. */
const exportBatchSize = 1000;

/**
 * The accounting CSV of the orders created in `range`, oldest first: the header, then one chunk
 * per batch, each read only when the reader wants more.
 */
export async function* ordersCsv(
  repository: OrdersExportRepository,
  range: InstantRange,
  batchSize = exportBatchSize,
): AsyncGenerator<string> {
  yield csvLine(ordersExportColumns);
  let after: ExportCursor | null = null;
  for (;;) {
    const rows = await repository.batch(range, after, batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(ordersExportColumns.map((column) => row[column]))).join('');
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < batchSize) return;
    after = { createdAt: last.cursor_at, id: last.id };
  }
}

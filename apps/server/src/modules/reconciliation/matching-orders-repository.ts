import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../orders/orders-tables.ts';
import type { OrderToMatch } from './matching/match-lines.ts';
import { settledByLine } from './statement-lines-repository.ts';

/** An order as reconciliation shows and matches it: its sender's name from the order's snapshot. */
export const orderSummaryColumns = {
  id: orders.id,
  reference: orders.reference,
  status: orders.status,
  total: orders.total,
  currency: orders.pricingCurrency,
  senderName: sql<string>`${orders.sender}->>'fullname'`,
  createdAt: orders.createdAt,
};

/** What matching reads of an order: its summary, and whether a line already paid it. */
const orderToMatchColumns = {
  ...orderSummaryColumns,
  // Only a paid order's record matters to matching: the others skip the lookup.
  settled: sql<boolean>`orders.status in ('paid', 'processing', 'delivered')
    and ${settledByLine(sql`orders.id`)}`,
};

/** The receiving account's orders made from `from` to before `to`, in any status. */
export function ordersToMatch(
  db: Database,
  accountId: number,
  from: Date,
  to: Date,
): Promise<OrderToMatch[]> {
  return db
    .select(orderToMatchColumns)
    .from(orders)
    .where(
      and(
        eq(orders.receivingAccountId, accountId),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    );
}

import type { OrdersExportColumn } from '@giro/shared/admin/dashboard-contracts';
import { earningStatuses } from '@giro/shared/agents/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { InstantRange } from '../dashboard/utc-day-range.ts';

/** Where the previous batch ended: its last order's creation instant (to the µs) and id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** One order as the accounting export writes it, plus the cursor columns. */
export type OrderExportRow = Record<OrdersExportColumn, string | null> & {
  cursor_at: string;
  id: string;
};

const earning = sql.join(
  earningStatuses.map((status) => sql`${status}`),
  sql`, `,
);

// Read back as text, so the driver neither rounds money nor moves instants to its time zone.
const utc = (instant: string) =>
  sql.raw(`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const firstReached = (status: 'paid' | 'delivered') =>
  sql`(select ${utc('min(h.created_at)')} from order_status_history h
       where h.order_id = o.id and h.to_status = ${status})`;

/** The export reads orders in creation order, a batch at a time (keyset on the index). */
export function createOrdersExportRepository(db: Database) {
  return {
    batch(range: InstantRange, after: ExportCursor | null, size: number) {
      const resume =
        after === null
          ? sql`true`
          : sql`(o.created_at, o.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
      return selectRows<OrderExportRow>(
        db,
        sql`select o.id,
              to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
                as cursor_at,
              o.reference, ${utc('o.created_at')} as created_at,
              ${firstReached('paid')} as paid_at, ${firstReached('delivered')} as delivered_at,
              o.status, o.method,
              o.sender->>'fullname' as sender_name, o.sender->>'email' as sender_email,
              o.receiver->>'fullname' as receiver_name,
              o.payment_currency, o.destination_currency, o.pricing_currency,
              o.principal::text as principal, o.commission::text as commission,
              o.delivery_cost::text as delivery_cost, o.total::text as total,
              o.receiving::text as receiving, o.rate::text as rate, o.agent_hash,
              case
                when o.agent_hash is null then null
                when o.status in (${earning})
                  then round(o.commission * coalesce(o.agent_share_percent, 0) / 100, 2)::text
                else '0.00'
              end as agent_commission
            from orders o
            where o.created_at >= ${range.start}::timestamptz
              and o.created_at < ${range.end}::timestamptz and ${resume}
            order by o.created_at, o.id
            limit ${size}`,
      );
    },
  };
}

export type OrdersExportRepository = ReturnType<typeof createOrdersExportRepository>;

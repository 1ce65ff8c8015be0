import type { OrderStatus } from '@giro/shared';
import type { DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';
import { earningStatuses } from '@giro/shared/agents/agent-contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { utcDayRange } from './utc-day-range.ts';

export interface CorridorRow {
  payment_currency: string;
  destination_currency: string;
  pricing_currency: string;
  orders: number;
  paid: number;
  volume: string;
}

export interface StatusRow {
  status: OrderStatus;
  orders: number;
}

export interface DayAmountRow {
  day: string;
  currency: string;
  amount: string;
}

/** One agent of the top ten and one pricing currency of theirs (several rows per agent). */
export interface AgentCurrencyRow {
  hash: string;
  name: string;
  orders: number;
  paid: number;
  currency: string;
  /** Principal of the agent's paid transfers in `currency`; null when none was paid. */
  volume: string | null;
}

/** How many agents the dashboard ranks. */
const topAgentsLimit = 10;

// Transfers whose money was received and kept: they count as paid volume and earn commission.
const earning = sql.join(
  earningStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The dashboard's aggregates, each one SQL statement over the orders created in the range (the
 * `orders_created_at_idx` index), answering a handful of grouped rows: money summed as numeric
 * and read as text, counts cast to int so both drivers answer numbers.
 */
export function createDashboardRepository(db: Database) {
  const inRange = (range: DateRangeQuery): SQL => {
    const { start, end } = utcDayRange(range);
    return sql`o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz`;
  };

  return {
    corridors(range: DateRangeQuery): Promise<CorridorRow[]> {
      return selectRows<CorridorRow>(
        db,
        sql`select o.payment_currency, o.destination_currency, o.pricing_currency,
              count(*)::int as orders,
              (count(*) filter (where o.status in (${earning})))::int as paid,
              coalesce(sum(o.principal) filter (where o.status in (${earning})), 0.00)::text
                as volume
            from orders o where ${inRange(range)}
            group by o.payment_currency, o.destination_currency, o.pricing_currency
            order by orders desc, o.payment_currency, o.destination_currency, o.pricing_currency`,
      );
    },

    ordersByStatus(range: DateRangeQuery): Promise<StatusRow[]> {
      return selectRows<StatusRow>(
        db,
        sql`select o.status, count(*)::int as orders from orders o where ${inRange(range)}
            group by o.status order by orders desc, o.status`,
      );
    },

    commissionPerDay(range: DateRangeQuery): Promise<DayAmountRow[]> {
      return selectRows<DayAmountRow>(
        db,
        sql`select to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              o.pricing_currency as currency, sum(o.commission)::text as amount
            from orders o where ${inRange(range)} and o.status in (${earning})
            group by day, currency order by day, currency`,
      );
    },

    /** Quotes counted per UTC day, summed over the range's days. */
    async quotes({ from, to }: DateRangeQuery): Promise<number> {
      const [row] = await selectRows<{ quotes: string }>(
        db,
        sql`select coalesce(sum(count), 0)::text as quotes from quote_counts
            where day >= ${from}::date and day <= ${to}::date`,
      );
      return Number(row?.quotes ?? 0);
    },

    /**
     * Median seconds from an order's first `paid` to its first `delivered`, over the range's
     * delivered orders; null when none has both.
     */
    async medianPaidToDeliveredSeconds(range: DateRangeQuery): Promise<number | null> {
      const [row] = await selectRows<{ median: number | null }>(
        db,
        sql`select percentile_cont(0.5) within group (
              order by extract(epoch from times.delivered_at - times.paid_at)::float8) as median
            from (
              select min(h.created_at) filter (where h.to_status = 'paid') as paid_at,
                min(h.created_at) filter (where h.to_status = 'delivered') as delivered_at
              from orders o join order_status_history h on h.order_id = o.id
              where ${inRange(range)} and o.status = 'delivered'
              group by o.id
            ) times
            where times.paid_at is not null and times.delivered_at is not null`,
      );
      return row?.median ?? null;
    },

    /** The top agents by paid transfers (then orders), one row per agent and pricing currency. */
    topAgents(range: DateRangeQuery): Promise<AgentCurrencyRow[]> {
      return selectRows<AgentCurrencyRow>(
        db,
        sql`with per_currency as (
              select o.agent_hash, o.pricing_currency, count(*)::int as orders,
                (count(*) filter (where o.status in (${earning})))::int as paid,
                sum(o.principal) filter (where o.status in (${earning})) as volume
              from orders o where o.agent_hash is not null and ${inRange(range)}
              group by o.agent_hash, o.pricing_currency
            ), top as (
              select agent_hash, sum(orders)::int as orders, sum(paid)::int as paid
              from per_currency group by agent_hash
              order by paid desc, orders desc, agent_hash limit ${topAgentsLimit}
            )
            select t.agent_hash as hash, a.name, t.orders, t.paid,
              p.pricing_currency as currency, p.volume::text as volume
            from top t
              join agents a on a.hash = t.agent_hash
              join per_currency p on p.agent_hash = t.agent_hash
            order by t.paid desc, t.orders desc, t.agent_hash, p.pricing_currency`,
      );
    },
  };
}

import { earningStatuses, type Month } from '@giro/shared/agents/agent-contracts';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { orders } from '../orders/orders-tables.ts';

/**
 * The commission rule of the agent contracts, written once in SQL so that each transfer, each
 * month's total and each settlement add up the same numeric values (never a float). Numeric
 * multiplication is exact and PostgreSQL's `round` goes half away from zero, which for a
 * commission (never negative) is half-up.
 */
export const isEarning = inArray(orders.status, [...earningStatuses]);

/** The agent's commission on one order, in its pricing currency: "0.00" until it is paid. */
export const agentCommission = sql<string>`(case when ${isEarning}
  then round(${orders.commission} * coalesce(${orders.agentSharePercent}, 0) * 0.01, 2)
  else 0.00 end)::numeric(14, 2)`;

/** The first day of the UTC month the order was created in (a settlement's `month`). */
export const orderMonthStart = sql<string>`(date_trunc('month', ${orders.createdAt} at time zone 'UTC'))::date`;

/** "2026-11" → "2026-11-01", as `agent_settlements.month` stores it. */
export const monthStart = (month: Month): string => `${month}-01`;

/** The agent's transfers (a replaced order was superseded by another and earns nothing). */
export function agentOrders(agentHash: string): SQL {
  return and(eq(orders.agentHash, agentHash), ne(orders.status, 'replaced')) as SQL;
}

/** Created within the UTC month: a range on created_at, so the agent index serves it. */
export function createdInMonth(month: Month): SQL {
  // Month arithmetic on a plain timestamp: on timestamptz it would follow the session's zone.
  const start = sql`(${monthStart(month)}::date)::timestamp`;
  return sql`${orders.createdAt} >= (${start} at time zone 'UTC')
    and ${orders.createdAt} < ((${start} + interval '1 month') at time zone 'UTC')`;
}

const earningList = earningStatuses.map((status) => `'${status}'`).join(', ');

/**
 * Whether a settlement covered the order: one of its month and currency made after the order
 * first reached an earning status (a settlement pays all that was earned when it was made).
 * Written with explicit aliases (the outer query reads `orders` unaliased): Drizzle leaves the
 * columns of a one-table select unqualified, so `agent_hash = agent_hash` would compare the
 * subquery's own columns.
 */
export const isSettled = sql<boolean>`(${isEarning} and exists (${sql.raw(`
  select 1 from agent_settlements s
  where s.agent_hash = orders.agent_hash
    and s.month = (date_trunc('month', orders.created_at at time zone 'UTC'))::date
    and s.currency = orders.pricing_currency
    and s.settled_at >= (
      select min(h.created_at) from order_status_history h
      where h.order_id = orders.id and h.to_status in (${earningList}))`)}))`;

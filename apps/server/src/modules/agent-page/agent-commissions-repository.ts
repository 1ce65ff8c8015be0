import type { AgentCommissionMonth, Month } from '@giro/shared/agents/agent-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import { agentSettlements } from '../agents/agents-tables.ts';
import { orders } from '../orders/orders-tables.ts';
import {
  agentCommission,
  agentOrders,
  isEarning,
  monthStart,
  orderMonthStart,
} from './agent-commission-sql.ts';

interface MonthRow {
  month: string;
  currency: string;
  transfers: number;
  earned: string;
  settled: string;
  pending: string;
  settled_at: string | null;
}

/**
 * Each month's commission per currency: earned (the sum of the transfers' rounded commissions),
 * settled and pending, newest month first. A month appears once a transfer in it earns, or once
 * it was settled. Amounts leave the database as text, never as a float.
 */
export function createAgentCommissionsRepository(db: Database) {
  return {
    async months(agentHash: string, month?: Month): Promise<AgentCommissionMonth[]> {
      const earnedIn =
        month === undefined ? undefined : sql`${orderMonthStart} = ${monthStart(month)}::date`;
      const settledIn =
        month === undefined ? undefined : eq(agentSettlements.month, monthStart(month));
      const earned = sql`select ${orderMonthStart} as month, ${orders.pricingCurrency} as currency,
          count(*)::int as transfers, sum(${agentCommission}) as amount
        from ${orders} where ${and(agentOrders(agentHash), isEarning, earnedIn)}
        group by 1, 2`;
      const settled = sql`select ${agentSettlements.month} as month,
          ${agentSettlements.currency} as currency, ${agentSettlements.amount} as amount,
          ${agentSettlements.settledAt} as settled_at
        from ${agentSettlements}
        where ${and(eq(agentSettlements.agentHash, agentHash), settledIn)}`;
      const rows = await selectRows<MonthRow>(
        db,
        sql`select to_char(coalesce(e.month, s.month), 'YYYY-MM') as month,
            coalesce(e.currency, s.currency) as currency,
            coalesce(e.transfers, 0) as transfers,
            round(coalesce(e.amount, 0), 2)::text as earned,
            round(coalesce(s.amount, 0), 2)::text as settled,
            round(coalesce(e.amount, 0) - coalesce(s.amount, 0), 2)::text as pending,
            to_char(s.settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at
          from (${earned}) e full join (${settled}) s
            on s.month = e.month and s.currency = e.currency
          order by 1 desc, 2`,
      );
      return rows.map((row) => ({ ...row, transfers: Number(row.transfers) }));
    },
  };
}

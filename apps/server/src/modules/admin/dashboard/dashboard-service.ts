import type { OrderStatus } from '@giro/shared';
import type { Dashboard, DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';
import type { Database } from '../../../db/database.ts';
import {
  type AgentCurrencyRow,
  createDashboardRepository,
  type StatusRow,
} from './dashboard-repository.ts';

/**
 * Statuses an order reaches only through `paid` (refunded money was received first), so the
 * funnel's "paid" step needs no history scan.
 */
const reachedPaid: ReadonlySet<OrderStatus> = new Set([
  'paid',
  'processing',
  'delivered',
  'refunded',
]);

function funnelOf(statuses: StatusRow[], quotes: number): Dashboard['funnel'] {
  const count = (keep: (status: OrderStatus) => boolean) =>
    statuses.reduce((sum, row) => (keep(row.status) ? sum + row.orders : sum), 0);
  return {
    quotes,
    orders: count(() => true),
    paid: count((status) => reachedPaid.has(status)),
    delivered: count((status) => status === 'delivered'),
  };
}

/** Folds the per-currency rows (already in rank order) into one entry per agent. */
function topAgentsOf(rows: AgentCurrencyRow[]): Dashboard['top_agents'] {
  const agents = new Map<string, Dashboard['top_agents'][number]>();
  for (const { hash, name, orders, paid, currency, volume } of rows) {
    const agent = agents.get(hash) ?? { hash, name, orders, paid, volume: [] };
    if (volume !== null) agent.volume.push({ currency, amount: volume });
    agents.set(hash, agent);
  }
  return [...agents.values()];
}

/** The console's home: the business between two UTC days, from a few aggregate queries. */
export function createDashboardService(db: Database) {
  const repository = createDashboardRepository(db);
  return {
    async read(range: DateRangeQuery): Promise<Dashboard> {
      const [corridors, statuses, commission, quotes, median, agents] = await Promise.all([
        repository.corridors(range),
        repository.ordersByStatus(range),
        repository.commissionPerDay(range),
        repository.quotes(range),
        repository.medianPaidToDeliveredSeconds(range),
        repository.topAgents(range),
      ]);
      return {
        from: range.from,
        to: range.to,
        corridors,
        commission_per_day: commission,
        orders_by_status: statuses,
        funnel: funnelOf(statuses, quotes),
        median_paid_to_delivered_seconds: median,
        top_agents: topAgentsOf(agents),
      };
    },
  };
}

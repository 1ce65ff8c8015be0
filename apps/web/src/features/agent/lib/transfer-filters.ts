import { type AgentTransfersQuery, monthSchema } from '@giro/shared/agents/agent-contracts';
import { orderStatusSchema } from '@giro/shared/orders/order-status';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The list's filters from the page's query (`?month=2026-11&status=paid`); a bad value is ignored. */
function filtersFrom(search: URLSearchParams): AgentTransfersQuery {
  const month = monthSchema.safeParse(search.get('month'));
  const status = orderStatusSchema.safeParse(search.get('status'));
  return {
    ...(month.success && { month: month.data }),
    ...(status.success && { status: status.data }),
  };
}

/**
 * The filters start from the URL and are written back to it, so a reload or a shared link keeps
 * them. They are held in state too: a second change made while the route still revalidates the
 * first must not start from the URL before it.
 */
export function useTransferFilters() {
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFrom(search));
  const apply = (next: AgentTransfersQuery) => {
    setFilters(next);
    const params = new URLSearchParams(search);
    for (const name of ['month', 'status'] as const) {
      const value = next[name];
      if (value) params.set(name, value);
      else params.delete(name);
    }
    setSearch(params, { replace: true });
  };
  const setFilter = (name: keyof AgentTransfersQuery, value: string) => {
    const { [name]: _dropped, ...rest } = filters;
    apply(filtersFrom(new URLSearchParams({ ...rest, ...(value && { [name]: value }) })));
  };
  return { filters, setFilter, clearFilters: () => apply({}) };
}

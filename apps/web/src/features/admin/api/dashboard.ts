import { type DateRangeQuery, dashboardSchema } from '@giro/shared/admin/dashboard-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const dashboardKey = ['admin', 'dashboard'] as const;

/** The business's figures for the UTC days `from` to `to`, both included. */
function dashboardQuery({ from, to }: DateRangeQuery) {
  return queryOptions({
    queryKey: [...dashboardKey, from, to],
    queryFn: ({ signal }) =>
      api.get('/api/admin/dashboard', dashboardSchema, { signal, query: { from, to } }),
    // Switching the range keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const useDashboard = (range: DateRangeQuery) => useQuery(dashboardQuery(range));

import { listRateAlertsResponseSchema } from '@giro/shared/rate-alerts/rate-alert-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rateAlertsQueryKey = ['rate-alerts'] as const;

function getRateAlerts({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/rate-alerts', listRateAlertsResponseSchema, { signal });
}

/** The sender's alerts, the corridors they can watch with today's rates, and the limit. */
export function useRateAlerts() {
  return useQuery(queryOptions({ queryKey: rateAlertsQueryKey, queryFn: getRateAlerts }));
}

import { lastSenderResponseSchema } from '@giro/shared/transfers/receiver-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How the signed-in sender filled the sender block of their latest order (GET /api/last-sender). */
export function lastSenderQueryOptions() {
  return queryOptions({
    queryKey: ['last-sender'],
    queryFn: ({ signal }) => api.get('/api/last-sender', lastSenderResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLastSender() {
  return useQuery(lastSenderQueryOptions());
}

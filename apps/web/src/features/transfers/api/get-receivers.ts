import { listReceiversResponseSchema } from '@giro/shared/transfers/receiver-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const receiversQueryKey = ['receivers'] as const;

function getReceivers({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/receivers', listReceiversResponseSchema, { signal });
}

function receiversQueryOptions() {
  return queryOptions({ queryKey: receiversQueryKey, queryFn: getReceivers });
}

/** The receivers remembered from the sender's orders, most recently used first. */
export function useReceivers() {
  return useQuery(receiversQueryOptions());
}

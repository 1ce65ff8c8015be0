import { listTransfersResponseSchema } from '@giro/shared/transfers/transfer-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const transfersQueryKey = ['transfers'] as const;

function getTransfers(page: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/orders', listTransfersResponseSchema, {
    query: { page: String(page) },
    signal,
  });
}

function transfersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...transfersQueryKey, 'page', page],
    queryFn: ({ signal }) => getTransfers(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in sender's orders, newest first, one page at a time. */
export function useTransfers(page: number) {
  return useQuery(transfersQueryOptions(page));
}

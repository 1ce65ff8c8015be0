import { transferDetailSchema } from '@giro/shared/transfers/transfer-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transfersQueryKey } from './get-transfers';

export const transferQueryKey = (reference: string) =>
  [...transfersQueryKey, 'detail', reference] as const;

function getTransfer(reference: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/api/orders/${encodeURIComponent(reference)}`, transferDetailSchema, { signal });
}

function transferQueryOptions(reference: string) {
  return queryOptions({
    queryKey: transferQueryKey(reference),
    queryFn: ({ signal }) => getTransfer(reference, { signal }),
  });
}

/** One of the sender's orders with its status timeline. */
export function useTransfer(reference: string) {
  return useQuery(transferQueryOptions(reference));
}

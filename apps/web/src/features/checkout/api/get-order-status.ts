import { transferDetailSchema } from '@giro/shared/transfers/transfer-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The order's status as the thank-you page reads it (GET /api/orders/:reference). */
export function useOrderStatus(reference: string | null) {
  return useQuery({
    queryKey: ['order-status', reference],
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/orders/${encodeURIComponent(reference ?? '')}`, transferDetailSchema, {
          signal,
        })
      ).status,
    enabled: reference !== null,
    retry: false,
  });
}

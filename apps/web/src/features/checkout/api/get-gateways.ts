import { getGatewaysResponseSchema } from '@giro/shared/orders/checkout-data-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /get_gateways: the payment methods the operator enabled, in the operator's order. */
export function getGateways({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/get_gateways', getGatewaysResponseSchema, { signal });
}

export function gatewaysQueryOptions() {
  return queryOptions({ queryKey: ['gateways'], queryFn: ({ signal }) => getGateways({ signal }) });
}

export function useGateways() {
  return useQuery(gatewaysQueryOptions());
}

import {
  type GetGatewaysQuery,
  getGatewaysResponseSchema,
} from '@giro/shared/orders/checkout-data-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /get_gateways?currency=&amount=: the methods the operator enabled that can take this cart
 * (the server checks accounts, their daily room and wallets), in the operator's order.
 */
function getGateways(cart: GetGatewaysQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/get_gateways', getGatewaysResponseSchema, { signal, query: cart });
}

function gatewaysQueryOptions(cart: GetGatewaysQuery) {
  return queryOptions({
    queryKey: ['gateways', cart],
    queryFn: ({ signal }) => getGateways(cart, { signal }),
  });
}

export function useGateways(cart: GetGatewaysQuery) {
  return useQuery(gatewaysQueryOptions(cart));
}

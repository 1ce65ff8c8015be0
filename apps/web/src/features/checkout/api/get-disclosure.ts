import { disclosureSchema } from '@giro/shared/compliance/disclosure-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CartItem } from '@/lib/store/app-state';

/** The quote's own inputs for the cart: what it was priced with (type 1, the amount sent). */
function quoteInputs(item: CartItem, key: string | null) {
  return {
    amount: item.net_price,
    currency: item.currency,
    destination_currency: item.destination_currency,
    type: 1 as const,
    key: key ?? '',
    delivery: item.delivery_item,
  };
}

/** POST /api/disclosure: the pre-payment disclosure of the cart, priced by the server. */
function disclosureQueryOptions(item: CartItem, key: string | null) {
  const body = quoteInputs(item, key);
  return queryOptions({
    queryKey: ['disclosure', body],
    queryFn: ({ signal }) => api.post('/api/disclosure', disclosureSchema, body, { signal }),
    staleTime: 60_000,
  });
}

export function useDisclosure(item: CartItem, key: string | null) {
  return useQuery(disclosureQueryOptions(item, key));
}

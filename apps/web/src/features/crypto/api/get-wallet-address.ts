import { walletSchema } from '@giro/shared/orders/checkout-data-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /get_wallet_address?currency=&hash=: the operator's wallet for the cart's crypto. */
function getWalletAddress(
  currency: string,
  hash: string | null,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get('/get_wallet_address', walletSchema, {
    query: { currency, hash: hash ?? undefined },
    signal,
  });
}

function walletQueryOptions(currency: string, hash: string | null) {
  return queryOptions({
    queryKey: ['wallet', currency, hash],
    queryFn: ({ signal }) => getWalletAddress(currency, hash, { signal }),
  });
}

export function useWalletAddress(currency: string, hash: string | null) {
  return useQuery(walletQueryOptions(currency, hash));
}

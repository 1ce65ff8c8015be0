import {
  type CryptoPriceBody,
  cryptoPriceSchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const cryptoPricesQuery = queryOptions({
  queryKey: adminKeys.cryptoPrices,
  queryFn: ({ signal }) =>
    api.get('/api/admin/pricing/crypto-prices', z.array(cryptoPriceSchema), { signal }),
});

export const useCryptoPrices = () => useQuery(cryptoPricesQuery);

function saveCryptoPrice({ currency, body }: { currency: string; body: CryptoPriceBody }) {
  return api.put(
    `/api/admin/pricing/crypto-prices/${encodeURIComponent(currency)}`,
    cryptoPriceSchema,
    body,
  );
}

export function useSaveCryptoPrice() {
  return useAdminMutation({ mutationFn: saveCryptoPrice, invalidates: adminKeys.cryptoPrices });
}

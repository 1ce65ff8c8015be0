import { paymentCurrencySchema } from '@giro/shared/admin/pricing-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

const paymentCurrenciesQuery = queryOptions({
  queryKey: adminKeys.currencies,
  queryFn: ({ signal }) =>
    api.get('/api/admin/pricing/currencies', z.array(paymentCurrencySchema), { signal }),
});

export const usePaymentCurrencies = () => useQuery(paymentCurrenciesQuery);

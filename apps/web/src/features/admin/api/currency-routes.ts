import {
  type CurrencyRouteTerms,
  currencyRouteSchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const currencyRoutesQuery = queryOptions({
  queryKey: adminKeys.routes,
  queryFn: ({ signal }) =>
    api.get('/api/admin/pricing/routes', z.array(currencyRouteSchema), { signal }),
});

export const useCurrencyRoutes = () => useQuery(currencyRoutesQuery);

type SaveRouteVariables = {
  payment: string;
  destination: string;
  terms: CurrencyRouteTerms;
};

function saveCurrencyRoute({ payment, destination, terms }: SaveRouteVariables) {
  return api.put(
    `/api/admin/pricing/routes/${encodeURIComponent(payment)}/${encodeURIComponent(destination)}`,
    currencyRouteSchema,
    terms,
  );
}

/** Creates the route or replaces its terms; the next quote uses them. */
export function useSaveCurrencyRoute(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: saveCurrencyRoute,
    invalidates: adminKeys.routes,
    onSaved,
  });
}

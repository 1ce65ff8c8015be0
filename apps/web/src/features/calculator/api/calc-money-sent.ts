import type { CalcMoneySentBodyInput, CalcMoneySentResponse } from '@giro/shared/pricing/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { pricingSchema } from './pricing-schema';

/** POST /api/calc_money_sent: prices one remittance. */
export function calcMoneySent(
  body: CalcMoneySentBodyInput,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.post('/api/calc_money_sent', pricingSchema('calcMoneySentResponseSchema'), body, {
    signal,
  });
}

/** A quote is a read: asking twice for the same remittance within a minute reuses the answer. */
function calcMoneySentQueryOptions(body: CalcMoneySentBodyInput) {
  return queryOptions({
    queryKey: ['quote', body],
    queryFn: ({ signal }) => calcMoneySent(body, { signal }),
  });
}

/** Fetches a quote on demand (the calculator decides when, see useDebouncedQuote). */
export function useFetchQuote(): (body: CalcMoneySentBodyInput) => Promise<CalcMoneySentResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    (body) => queryClient.fetchQuery(calcMoneySentQueryOptions(body)),
    [queryClient],
  );
}

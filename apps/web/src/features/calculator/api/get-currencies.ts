import type { Language } from '@giro/shared/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keepForSameAgent } from './keep-for-same-agent';
import { pricingSchema } from './pricing-schema';

/** GET /get_currencies?u=: payment currencies and delivery options offered to this customer. */
function getCurrencies(hash: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/get_currencies', pricingSchema('getCurrenciesResponseSchema'), {
    query: { u: hash },
    signal,
  });
}

/** `language` is in the key because delivery intervals come translated. */
export function currenciesQueryOptions(hash: string, language: Language) {
  return queryOptions({
    queryKey: ['currencies', hash, language],
    queryFn: ({ signal }) => getCurrencies(hash, { signal }),
    placeholderData: keepForSameAgent(hash),
  });
}

export function useCurrencies(hash: string, language: Language) {
  return useQuery(currenciesQueryOptions(hash, language));
}

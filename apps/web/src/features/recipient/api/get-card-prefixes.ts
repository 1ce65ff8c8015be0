import { cardPrefixListsSchema } from '@giro/shared/contact-info/card-prefix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function getCardPrefixes({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/card-prefixes', cardPrefixListsSchema, { signal });
}

/** Operator data that rarely changes: fetched once per visit to the form. */
export function cardPrefixesQueryOptions() {
  return queryOptions({
    queryKey: ['card-prefixes'],
    queryFn: getCardPrefixes,
    staleTime: 10 * 60_000,
  });
}

export function useCardPrefixes() {
  return useQuery(cardPrefixesQueryOptions());
}

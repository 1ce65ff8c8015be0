import { activateResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function activateAccount(token: string) {
  return api.post('/api/auth/activate', activateResponseSchema, { token });
}

/**
 * A query rather than a mutation: the page may render twice (StrictMode, revisits) and the
 * token works once, so the one answer is cached for the page's lifetime instead of asked again.
 */
function activateAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['activation', token],
    queryFn: () => activateAccount(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useActivateAccount(token: string) {
  return useQuery({ ...activateAccountQueryOptions(token), throwOnError: true });
}

import { checkTokenResponseSchema } from '@giro/shared/accounts/password-reset-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether the token of a /reset-password link can still be used, and for which email. */
function checkResetToken(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.post('/check-token', checkTokenResponseSchema, { token }, { signal });
}

function checkResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, { signal }),
    // Ask again on every visit: the token may have been used meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** An empty token is not asked about: the link is broken. */
export function useCheckResetToken(token: string) {
  return useQuery({
    ...checkResetTokenQueryOptions(token),
    enabled: token !== '',
    throwOnError: true,
  });
}

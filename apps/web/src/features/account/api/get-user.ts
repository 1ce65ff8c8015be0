import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getAuthToken, setAuthToken } from '@/lib/auth-token';

/** The signed-in user, or `null` for an anonymous visitor (no token, or one the server refuses). */
async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<AuthUser | null> {
  if (!getAuthToken()) return null;
  try {
    // The header asks on every page, the home page's included: zod comes with the answer.
    const schema = () =>
      import('@giro/shared/accounts/auth-contracts').then((module) => module.authUserSchema);
    return await api.get('/api/auth/user', schema, { signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    // The token expired or was revoked: stop sending it.
    setAuthToken(null);
    return null;
  }
}

/** Reset this query after storing or removing the token (sign-in, logout). */
export const sessionQueryKey = ['session'] as const;

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getUser, staleTime: 5 * 60_000 });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { setAuthToken } from '@/lib/auth-token';
import { sessionQueryOptions } from '../api/get-user';

/**
 * Keeps a new session's token and loads its user (header greeting, role, sender details); null
 * when the user cannot be loaded, which the next page's own request will retry.
 */
export async function startSession(
  queryClient: QueryClient,
  token: string,
): Promise<AuthUser | null> {
  setAuthToken(token);
  // staleTime 0: the cache may still hold the anonymous answer from before sign-in.
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch((error) => {
    console.error('Could not load the signed-in user', error);
    return null;
  });
}

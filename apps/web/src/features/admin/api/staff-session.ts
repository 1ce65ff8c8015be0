import type { SignInBody } from '@giro/shared/accounts/auth-contracts';
import { messageResponseSchema, signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';

/**
 * Staff sign in with the storefront's own call (same limits and lockouts) and sign out with
 * its logout; afterwards every cached read is dropped and the console asks who is signed in.
 */
export function useStaffSession() {
  const queryClient = useQueryClient();
  const restart = async (token: string | null) => {
    setAuthToken(token);
    await queryClient.resetQueries();
  };
  const onError = (error: Error) => notify.error(error.message);

  const signIn = useMutation({
    mutationFn: (body: SignInBody) => api.post('/api/auth/signin', signInResponseSchema, body),
    onSuccess: ({ token }) => restart(token),
    onError,
  });
  const signOut = useMutation({
    mutationFn: () => api.post('/api/auth/logout', messageResponseSchema),
    onSuccess: () => restart(null),
    onError,
  });
  return { signIn, signOut };
}

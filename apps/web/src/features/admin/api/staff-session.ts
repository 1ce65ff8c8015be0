import type { SignInBody } from '@giro/shared/accounts/auth-contracts';
import { messageResponseSchema, signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import type { SecondFactorMethod } from '@giro/shared/accounts/second-factor-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';

/** The password was right; the staff member's second factor comes next, with this token. */
export type StaffSecondStep = { token: string; methods: readonly SecondFactorMethod[] };

/**
 * Staff sign in with the storefront's own call (same limits and lockouts) and sign out with
 * its logout; afterwards every cached read is dropped and the console asks who is signed in.
 * An account with a second factor goes to `onSecondStep` between the two.
 */
export function useStaffSession(onSecondStep: (step: StaffSecondStep) => void = () => undefined) {
  const queryClient = useQueryClient();
  const restart = async (token: string | null) => {
    setAuthToken(token);
    await queryClient.resetQueries();
  };
  const onError = (error: Error) => notify.error(error.message);

  const signIn = useMutation({
    mutationFn: (body: SignInBody) => api.post('/api/auth/signin', signInResponseSchema, body),
    onSuccess: async ({ token, second_factor }) => {
      if (second_factor) onSecondStep({ token, methods: second_factor.methods });
      else await restart(token);
    },
    onError,
  });
  const signOut = useMutation({
    mutationFn: () => api.post('/api/auth/logout', messageResponseSchema),
    onSuccess: () => restart(null),
    onError,
  });
  return { signIn, signOut, finishSignIn: (token: string) => restart(token) };
}

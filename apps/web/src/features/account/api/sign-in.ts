import { type SignInBody, signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { homeHref } from '@/config/paths';
import { api } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { appStore } from '@/lib/store/app-store';
import { nextAfterLogin } from '../lib/login-redirect';
import { prefillSender } from '../lib/prefill-sender';
import { toastError } from '../lib/toast-error';
import { sessionQueryOptions } from './get-user';

export function signIn(body: SignInBody) {
  return api.post('/api/auth/signin', signInResponseSchema, body);
}

/**
 * Signs in, loads the user (header greeting, sender details) and goes back to the page that
 * asked for sign-in, else home with the agent's hash (spec §2).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ token }) => {
      setAuthToken(token);
      // staleTime 0: the cache may still hold the anonymous answer from before sign-in.
      const user = await queryClient
        .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
        .catch((error: unknown) => {
          console.error('Could not load the signed-in user', error);
          return null;
        });
      if (user) prefillSender(user);
      await navigate(nextAfterLogin(search) ?? homeHref(appStore.getState().freelancer), {
        replace: true,
      });
    },
    onError: toastError,
  });
}

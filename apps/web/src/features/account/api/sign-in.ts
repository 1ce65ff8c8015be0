import type { SignInBody } from '@giro/shared/accounts/auth-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { homeHref } from '@/config/paths';
import { api } from '@/lib/api-client';
import { appStore } from '@/lib/store/app-store';
import { nextAfterLogin } from '../lib/login-redirect';
import { prefillSender } from '../lib/prefill-sender';
import { startSession } from '../lib/start-session';
import { toastError } from '../lib/toast-error';

function signIn(body: SignInBody) {
  return api.post(
    '/api/auth/signin',
    () => import('@giro/shared/accounts/auth-contracts').then((m) => m.signInResponseSchema),
    body,
  );
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
      const user = await startSession(queryClient, token);
      if (user) prefillSender(user);
      await navigate(nextAfterLogin(search) ?? homeHref(appStore.getState().freelancer), {
        replace: true,
      });
    },
    onError: toastError,
  });
}

import type { SignInBody } from '@giro/shared/accounts/auth-contracts';
import type { SecondFactorMethod } from '@giro/shared/accounts/second-factor-methods';
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

/** The password was right; the account's second factor comes next, with this token. */
export type SecondStep = { token: string; methods: readonly SecondFactorMethod[] };

/**
 * Keeps a full session's token, loads the user (header greeting, sender details) and goes back
 * to the page that asked for sign-in, else home with the agent's hash (spec §2).
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return async (token: string) => {
    const user = await startSession(queryClient, token);
    if (user) prefillSender(user);
    await navigate(nextAfterLogin(search) ?? homeHref(appStore.getState().freelancer), {
      replace: true,
    });
  };
}

/** The password step: signs in, or hands over to the second step when the account has one. */
export function useSignIn(onSecondStep: (step: SecondStep) => void) {
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ token, second_factor }) => {
      if (second_factor) onSecondStep({ token, methods: second_factor.methods });
      else await finish(token);
    },
    onError: toastError,
  });
}

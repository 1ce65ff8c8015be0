import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { deactivateAccountResponseSchema } from '@giro/shared/accounts/profile-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useEndSession } from '../hooks/use-end-session';
import { forgetSender } from '../lib/prefill-sender';
import { toastError } from '../lib/toast-error';

function deactivateAccount(user: AuthUser) {
  return api.post('/api/user/deactivate-account', deactivateAccountResponseSchema, {
    email: user.email,
    origin: window.location.origin,
  });
}

/** Deactivation ends every session of the account: this browser signs out too (spec §4). */
export function useDeactivateAccount() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: async ({ message }, user) => {
      forgetSender(user);
      await endSession(message);
    },
    onError: toastError,
  });
}

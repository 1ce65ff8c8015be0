import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { deactivateAccountResponseSchema } from '@giro/shared/accounts/profile-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useEndSession } from '../hooks/use-end-session';
import { forgetSender } from '../lib/prefill-sender';
import { toastError } from '../lib/toast-error';

type Deactivation = { user: AuthUser; password: string };

function deactivateAccount({ user, password }: Deactivation) {
  return api.post('/api/user/deactivate-account', deactivateAccountResponseSchema, {
    email: user.email,
    password,
    origin: window.location.origin,
  });
}

/**
 * Deactivation ends every session of the account: this browser signs out too (spec §4).
 * `onWrongPassword` gets the message of a refused password, for its field.
 */
export function useDeactivateAccount(onWrongPassword: (message: string) => void) {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: async ({ message }, { user }) => {
      forgetSender(user);
      await endSession(message);
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.code === 'current_password_invalid') {
        onWrongPassword(error.message);
      } else {
        toastError(error);
      }
    },
  });
}

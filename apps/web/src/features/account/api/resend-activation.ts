import type { ResendActivationBodyInput } from '@giro/shared/accounts/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastError } from '../lib/toast-error';

/** POST /api/auth/resend-activation: the same answer whether or not the address needs it. */
function resendActivation(body: ResendActivationBodyInput) {
  return api.post(
    '/api/auth/resend-activation',
    () =>
      import('@giro/shared/accounts/auth-contracts').then((module) => module.messageResponseSchema),
    body,
  );
}

export function useResendActivation() {
  return useMutation({
    mutationFn: resendActivation,
    onSuccess: ({ message }) => notify.success(message),
    onError: toastError,
  });
}

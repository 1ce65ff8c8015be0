import {
  type ResetPasswordBody,
  resetPasswordResponseSchema,
} from '@giro/shared/accounts/password-reset-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError } from '../lib/toast-error';

/** Emails a reset link; the answer is the same whether or not the address has an account. */
function requestPasswordReset(body: ResetPasswordBody) {
  return api.post('/reset-password', resetPasswordResponseSchema, body);
}

export function useRequestPasswordReset(onSent: (message: string) => void) {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: ({ message }) => onSent(message),
    onError: toastError,
  });
}

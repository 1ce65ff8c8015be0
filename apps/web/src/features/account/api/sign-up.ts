import { messageResponseSchema, type SignUpBodyInput } from '@giro/shared/accounts/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError } from '../lib/toast-error';

function signUp(body: SignUpBodyInput) {
  return api.post('/api/auth/sign_up', messageResponseSchema, body);
}

/** `onSignedUp` gets the server's "check your email" message. */
export function useSignUp(onSignedUp: (message: string) => void) {
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ message }) => onSignedUp(message),
    onError: toastError,
  });
}

import {
  type UpdatePasswordBody,
  updatePasswordResponseSchema,
} from '@giro/shared/accounts/profile-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { toastError } from '../lib/toast-error';

function updatePassword(body: UpdatePasswordBody) {
  return api.post('/api/user/update-password', updatePasswordResponseSchema, body);
}

/** `onWrongCurrent` gets the message of a refused current password, for its field. */
export function useUpdatePassword(onSaved: () => void, onWrongCurrent: (message: string) => void) {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ message }) => {
      notify.success(message);
      onSaved();
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.code === 'current_password_invalid') {
        onWrongCurrent(error.message);
      } else {
        toastError(error);
      }
    },
  });
}

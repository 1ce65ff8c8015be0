import {
  type UpdatePasswordBody,
  updatePasswordResponseSchema,
} from '@giro/shared/accounts/profile-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastError } from '../lib/toast-error';

function updatePassword(body: UpdatePasswordBody) {
  return api.post('/api/user/update-password', updatePasswordResponseSchema, body);
}

export function useUpdatePassword(onSaved: () => void) {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ message }) => {
      notify.success(message);
      onSaved();
    },
    onError: toastError,
  });
}

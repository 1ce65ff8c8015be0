import {
  type UpdateNameBody,
  updateNameResponseSchema,
} from '@giro/shared/accounts/profile-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastError } from '../lib/toast-error';
import { sessionQueryKey } from './get-user';

function updateName(body: UpdateNameBody) {
  return api.post('/api/user/update-name', updateNameResponseSchema, body);
}

/** Saves the name, then reloads the session so the header and profile show it. */
export function useUpdateName(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      notify.success(message);
      onSaved();
    },
    onError: toastError,
  });
}

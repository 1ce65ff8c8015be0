import {
  type ChangePasswordBody,
  changePasswordResponseSchema,
} from '@giro/shared/accounts/password-reset-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';
import { sameOriginPath } from '../lib/login-redirect';
import { toastError } from '../lib/toast-error';
import { sessionQueryKey } from './get-user';

/** Sets a new password with the token of a /reset-password link. */
function changePassword(body: ChangePasswordBody) {
  return api.post('/change-password', changePasswordResponseSchema, body);
}

/** On success goes where the server says (the login page) with its message. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ link, message }) => {
      // The server has signed the account out everywhere, this browser included.
      setAuthToken(null);
      queryClient.setQueryData(sessionQueryKey, null);
      notify.success(message);
      await navigate(sameOriginPath(link) ?? paths.login.path, { replace: true });
    },
    onError: toastError,
  });
}

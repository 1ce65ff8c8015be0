import { logoutResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useEndSession } from '../hooks/use-end-session';

export function logout() {
  return api.post('/api/auth/logout', logoutResponseSchema);
}

/** Signs out on the server, then forgets the session here (spec §4). */
export function useLogout() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: logout,
    onSuccess: ({ message }) => endSession(message),
    // Spec §8: a failed logout is only logged.
    onError: (error) => console.error('Logout failed', error),
  });
}

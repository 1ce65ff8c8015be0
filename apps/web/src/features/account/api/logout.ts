import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useEndSession } from '../hooks/use-end-session';

function logout() {
  // The header offers logout on every page: the schema comes with the call, not the page.
  const schema = () =>
    import('@giro/shared/accounts/auth-contracts').then((module) => module.messageResponseSchema);
  return api.post('/api/auth/logout', schema);
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

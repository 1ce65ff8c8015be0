import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { homeHref } from '@/config/paths';
import { api } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { appStore } from '@/lib/store/app-store';
import { sessionQueryKey } from './get-user';

const logoutAnswerSchema = z.object({ message: z.string() });

export function logout() {
  return api.post('/api/auth/logout', logoutAnswerSchema);
}

/** Signs out, forgets the agent and goes home with the agent's hash (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async ({ message }) => {
      const { freelancer } = appStore.getState();
      setAuthToken(null);
      queryClient.setQueryData(sessionQueryKey, null);
      appStore.setState({ freelancer: null });
      toast.success(message);
      await navigate(homeHref(freelancer));
    },
    // Spec §8: a failed logout is only logged.
    onError: (error) => console.error('Logout failed', error),
  });
}

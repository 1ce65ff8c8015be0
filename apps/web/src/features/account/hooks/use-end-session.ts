import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { homeHref } from '@/config/paths';
import { setAuthToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';
import { appStore } from '@/lib/store/app-store';
import { sessionQueryKey } from '../api/get-user';

/**
 * Forgets the session in this browser (spec §4): token, agent and signed-in user, then goes home
 * with the agent's previous hash and confirms with the server's `message`.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      const { freelancer } = appStore.getState();
      setAuthToken(null);
      queryClient.setQueryData(sessionQueryKey, null);
      appStore.setState({ freelancer: null });
      notify.success(message);
      // Home reads the agent back from the hash.
      await navigate(homeHref(freelancer));
    },
    [queryClient, navigate],
  );
}

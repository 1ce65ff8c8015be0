import { moneyChangeLinkAnswerSchema } from '@giro/shared/admin/money-change-contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The change a mailed cancel link names (no session: the link is the admin's proof). */
export function useLinkedMoneyChange(token: string) {
  return useQuery({
    queryKey: ['money-change-link', token],
    queryFn: ({ signal }) =>
      api.post(
        '/api/money-changes/cancel/check',
        moneyChangeLinkAnswerSchema,
        { token },
        { signal },
      ),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCancelByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/api/money-changes/cancel', moneyChangeLinkAnswerSchema, { token }),
    onError: (error: Error) => notify.error(error.message),
  });
}

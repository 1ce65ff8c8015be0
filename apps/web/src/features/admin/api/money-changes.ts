import {
  type CoolOffBody,
  coolOffSchema,
  moneyChangeListSchema,
  moneyChangeSchema,
} from '@giro/shared/admin/money-change-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdminTranslation } from '../lib/use-admin-translation';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const moneyChangesQuery = queryOptions({
  queryKey: adminKeys.moneyChanges,
  queryFn: ({ signal }) => api.get('/api/admin/money-changes', moneyChangeListSchema, { signal }),
});

/** Changes of where money goes: pending ones first, then the latest decided. */
export const useMoneyChanges = () => useQuery(moneyChangesQuery);

const coolOffQuery = queryOptions({
  queryKey: [...adminKeys.moneyChanges, 'cool-off'],
  queryFn: ({ signal }) => api.get('/api/admin/money-changes/cool-off', coolOffSchema, { signal }),
});

export const useCoolOff = () => useQuery(coolOffQuery);

/**
 * A change of an account, a wallet or a method is a proposal: the toast says it waits, and
 * the pending changes are read again.
 */
export function useProposal<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  onSaved?: () => void,
) {
  const { t } = useAdminTranslation();
  return useAdminMutation({
    mutationFn,
    invalidates: adminKeys.moneyChanges,
    onSaved,
    savedMessage: t('moneyChanges.proposed'),
  });
}

/** Another admin's change takes effect at once: every console read may have changed. */
export function useApproveMoneyChange() {
  return useAdminMutation({
    mutationFn: (id: number) =>
      api.post(`/api/admin/money-changes/${id}/approve`, moneyChangeSchema),
    invalidates: adminKeys.all,
  });
}

export function useCancelMoneyChange() {
  return useAdminMutation({
    mutationFn: (id: number) =>
      api.post(`/api/admin/money-changes/${id}/cancel`, moneyChangeSchema),
    invalidates: adminKeys.moneyChanges,
  });
}

export function useSaveCoolOff() {
  return useAdminMutation({
    mutationFn: (body: CoolOffBody) =>
      api.put('/api/admin/money-changes/cool-off', coolOffSchema, body),
    invalidates: adminKeys.moneyChanges,
  });
}

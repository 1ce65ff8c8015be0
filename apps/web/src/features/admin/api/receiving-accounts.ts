import {
  adminReceivingAccountSchema,
  type ReceivingAccountBody,
} from '@giro/shared/admin/operator-accounts-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const receivingAccountsQuery = queryOptions({
  queryKey: adminKeys.receivingAccounts,
  queryFn: ({ signal }) =>
    api.get('/api/admin/receiving-accounts', z.array(adminReceivingAccountSchema), { signal }),
});

export const useReceivingAccounts = () => useQuery(receivingAccountsQuery);

/** Adds an account when `id` is null, else changes it. */
function saveReceivingAccount({ id, body }: { id: number | null; body: ReceivingAccountBody }) {
  return id === null
    ? api.post('/api/admin/receiving-accounts', adminReceivingAccountSchema, body)
    : api.put(`/api/admin/receiving-accounts/${id}`, adminReceivingAccountSchema, body);
}

export function useSaveReceivingAccount(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: saveReceivingAccount,
    invalidates: adminKeys.receivingAccounts,
    onSaved,
  });
}

import { moneyChangeSchema } from '@giro/shared/admin/money-change-contracts';
import {
  adminReceivingAccountSchema,
  type ReceivingAccountBody,
} from '@giro/shared/admin/operator-accounts-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useProposal } from './money-changes';

const receivingAccountsQuery = queryOptions({
  queryKey: adminKeys.receivingAccounts,
  queryFn: ({ signal }) =>
    api.get('/api/admin/receiving-accounts', z.array(adminReceivingAccountSchema), { signal }),
});

export const useReceivingAccounts = () => useQuery(receivingAccountsQuery);

/** Proposes a new account when `id` is null, else a change of it (another admin approves). */
function saveReceivingAccount({ id, body }: { id: number | null; body: ReceivingAccountBody }) {
  return id === null
    ? api.post('/api/admin/receiving-accounts', moneyChangeSchema, body)
    : api.put(`/api/admin/receiving-accounts/${id}`, moneyChangeSchema, body);
}

export function useSaveReceivingAccount(onSaved?: () => void) {
  return useProposal(saveReceivingAccount, onSaved);
}

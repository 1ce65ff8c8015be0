import { moneyChangeSchema } from '@giro/shared/admin/money-change-contracts';
import { adminWalletSchema, type WalletBody } from '@giro/shared/admin/operator-accounts-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useProposal } from './money-changes';

const walletsQuery = queryOptions({
  queryKey: adminKeys.wallets,
  queryFn: ({ signal }) => api.get('/api/admin/wallets', z.array(adminWalletSchema), { signal }),
});

export const useWallets = () => useQuery(walletsQuery);

/** Proposes a new wallet when `id` is null, else a change of it (another admin approves). */
function saveWallet({ id, body }: { id: number | null; body: WalletBody }) {
  return id === null
    ? api.post('/api/admin/wallets', moneyChangeSchema, body)
    : api.put(`/api/admin/wallets/${id}`, moneyChangeSchema, body);
}

export function useSaveWallet(onSaved?: () => void) {
  return useProposal(saveWallet, onSaved);
}

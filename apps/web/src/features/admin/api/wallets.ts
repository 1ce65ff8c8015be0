import { adminWalletSchema, type WalletBody } from '@giro/shared/admin/operator-accounts-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const walletsQuery = queryOptions({
  queryKey: adminKeys.wallets,
  queryFn: ({ signal }) => api.get('/api/admin/wallets', z.array(adminWalletSchema), { signal }),
});

export const useWallets = () => useQuery(walletsQuery);

/** Adds a wallet when `id` is null, else changes it. */
function saveWallet({ id, body }: { id: number | null; body: WalletBody }) {
  return id === null
    ? api.post('/api/admin/wallets', adminWalletSchema, body)
    : api.put(`/api/admin/wallets/${id}`, adminWalletSchema, body);
}

export function useSaveWallet(onSaved?: () => void) {
  return useAdminMutation({ mutationFn: saveWallet, invalidates: adminKeys.wallets, onSaved });
}

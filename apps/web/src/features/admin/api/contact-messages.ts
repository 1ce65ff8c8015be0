import { adminContactMessageSchema } from '@giro/shared/admin/operator-accounts-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const contactMessagesQuery = queryOptions({
  queryKey: adminKeys.contactMessages,
  queryFn: ({ signal }) =>
    api.get('/api/admin/contact-messages', z.array(adminContactMessageSchema), { signal }),
});

export const useContactMessages = () => useQuery(contactMessagesQuery);

function markHandled(id: string) {
  return api.post(`/api/admin/contact-messages/${id}/handled`, adminContactMessageSchema);
}

export function useMarkHandled() {
  return useAdminMutation({ mutationFn: markHandled, invalidates: adminKeys.contactMessages });
}

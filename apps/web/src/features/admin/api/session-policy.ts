import {
  type SessionPolicy,
  sessionPolicySchema,
} from '@giro/shared/admin/session-policy-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const sessionPolicyQuery = queryOptions({
  queryKey: adminKeys.sessionPolicy,
  queryFn: ({ signal }) => api.get('/api/admin/session-policy', sessionPolicySchema, { signal }),
});

export const useSessionPolicy = () => useQuery(sessionPolicyQuery);

/** Every staff session follows the new idle limit from its next call, on every instance. */
export function useSaveSessionPolicy() {
  return useAdminMutation({
    mutationFn: (policy: SessionPolicy) =>
      api.put('/api/admin/session-policy', sessionPolicySchema, policy),
    invalidates: adminKeys.sessionPolicy,
  });
}

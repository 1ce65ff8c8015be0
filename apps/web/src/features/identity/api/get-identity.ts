import { identityStateSchema } from '@giro/shared/compliance/identity-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const identityQueryKey = ['identity'] as const;

function getIdentity({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/identity', identityStateSchema, { signal });
}

function identityQueryOptions() {
  return queryOptions({ queryKey: identityQueryKey, queryFn: getIdentity });
}

/** The sender's identity verification: needed now, verified, their latest submission. */
export function useIdentity() {
  return useQuery(identityQueryOptions());
}

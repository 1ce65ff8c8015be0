import {
  accountSessionListSchema,
  endOtherSessionsResponseSchema,
} from '@giro/shared/accounts/session-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { securityKeys } from './security-keys';

function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/account/sessions', accountSessionListSchema, { signal });
}

/** Where the account is signed in, the most recently used first. */
export function useSessions() {
  return useQuery(queryOptions({ queryKey: securityKeys.sessions, queryFn: getSessions }));
}

export function endSession(id: string) {
  return api.delete(`/api/account/sessions/${id}`, z.undefined());
}

export function endOtherSessions() {
  return api.post('/api/account/sessions/end-others', endOtherSessionsResponseSchema);
}

import {
  type AgentTerms,
  adminAgentSchema,
  type CreateAgentBody,
} from '@giro/shared/admin/agent-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

export const agentsQuery = queryOptions({
  queryKey: adminKeys.agents,
  queryFn: ({ signal }) => api.get('/api/admin/agents', z.array(adminAgentSchema), { signal }),
});

export const useAgents = () => useQuery(agentsQuery);

export type SaveAgentVariables =
  | { hash: null; body: CreateAgentBody }
  | { hash: string; body: AgentTerms };

/** Creates an agent when `hash` is null (the server may make the hash), else changes it. */
export function saveAgent({ hash, body }: SaveAgentVariables) {
  return hash === null
    ? api.post('/api/admin/agents', adminAgentSchema, body)
    : api.put(`/api/admin/agents/${encodeURIComponent(hash)}`, adminAgentSchema, body);
}

export function useSaveAgent(onSaved?: () => void) {
  return useAdminMutation({ mutationFn: saveAgent, invalidates: adminKeys.agents, onSaved });
}

import {
  type AgentInvitationBody,
  type AgentSettlementBody,
  type AgentTerms,
  adminAgentSchema,
  agentSettlementResponseSchema,
  type CreateAgentBody,
} from '@giro/shared/admin/agent-admin-contracts';
import { agentCommissionsResponseSchema } from '@giro/shared/agents/agent-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const agentsQuery = queryOptions({
  queryKey: adminKeys.agents,
  queryFn: ({ signal }) => api.get('/api/admin/agents', z.array(adminAgentSchema), { signal }),
});

export const useAgents = () => useQuery(agentsQuery);

type SaveAgentVariables =
  | { hash: null; body: CreateAgentBody }
  | { hash: string; body: AgentTerms };

/** Creates an agent when `hash` is null (the server may make the hash), else changes it. */
function saveAgent({ hash, body }: SaveAgentVariables) {
  return hash === null
    ? api.post('/api/admin/agents', adminAgentSchema, body)
    : api.put(`/api/admin/agents/${encodeURIComponent(hash)}`, adminAgentSchema, body);
}

export function useSaveAgent(onSaved?: () => void) {
  return useAdminMutation({ mutationFn: saveAgent, invalidates: adminKeys.agents, onSaved });
}

/** Gives the agent an account (a new address is mailed a link to set its password); answers the agent. */
function inviteAgent({ hash, body }: { hash: string; body: AgentInvitationBody }) {
  return api.post(
    `/api/admin/agents/${encodeURIComponent(hash)}/invitation`,
    adminAgentSchema,
    body,
  );
}

export function useInviteAgent(onSaved?: () => void) {
  return useAdminMutation({ mutationFn: inviteAgent, invalidates: adminKeys.agents, onSaved });
}

const agentCommissionsQuery = (hash: string) =>
  queryOptions({
    queryKey: [...adminKeys.agents, hash, 'commissions'],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/agents/${encodeURIComponent(hash)}/commissions`,
        agentCommissionsResponseSchema,
        { signal },
      ),
  });

export const useAgentCommissions = (hash: string) => useQuery(agentCommissionsQuery(hash));

/** Settles what the agent's transfers of `month` earned and is still pending. */
function settleAgentMonth({ hash, body }: { hash: string; body: AgentSettlementBody }) {
  return api.post(
    `/api/admin/agents/${encodeURIComponent(hash)}/settlements`,
    agentSettlementResponseSchema,
    body,
  );
}

export function useSettleAgentMonth(hash: string, onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: settleAgentMonth,
    invalidates: agentCommissionsQuery(hash).queryKey,
    onSaved,
  });
}

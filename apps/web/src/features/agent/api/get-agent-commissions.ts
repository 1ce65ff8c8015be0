import { agentCommissionsResponseSchema } from '@giro/shared/agents/agent-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agentKeys } from './agent-query-keys';

function getAgentCommissions({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/agent/commissions', agentCommissionsResponseSchema, { signal });
}

const agentCommissionsQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.commissions, queryFn: getAgentCommissions });

/** What the agent earned per month and currency, newest month first. */
export function useAgentCommissions() {
  return useQuery(agentCommissionsQueryOptions());
}

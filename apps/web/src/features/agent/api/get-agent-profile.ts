import { agentProfileSchema } from '@giro/shared/agents/agent-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agentKeys } from './agent-query-keys';

function getAgentProfile({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/agent/me', agentProfileSchema, { signal });
}

const agentProfileQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.me, queryFn: getAgentProfile });

/** The signed-in agent's link, allowed destinations and commission share. */
export function useAgentProfile() {
  return useQuery(agentProfileQueryOptions());
}

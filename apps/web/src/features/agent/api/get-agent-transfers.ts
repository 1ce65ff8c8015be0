import {
  type AgentTransfersQuery,
  agentTransfersResponseSchema,
} from '@giro/shared/agents/agent-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agentKeys } from './agent-query-keys';

function getAgentTransfers(
  filters: AgentTransfersQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get('/api/agent/transfers', agentTransfersResponseSchema, {
    query: { month: filters.month, status: filters.status },
    signal,
  });
}

function agentTransfersQueryOptions(filters: AgentTransfersQuery) {
  return queryOptions({
    queryKey: [...agentKeys.transfers, filters],
    queryFn: ({ signal }) => getAgentTransfers(filters, { signal }),
    // The old list stays while a new filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The transfers that came through the agent's link, newest first, filtered by month and status. */
export function useAgentTransfers(filters: AgentTransfersQuery) {
  return useQuery(agentTransfersQueryOptions(filters));
}

import { checkInvitationResponseSchema } from '@giro/shared/agents/agent-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether an /agent-invitation link can still be used, and for which agent and address. */
function checkAgentInvitation(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.post(
    '/api/auth/agent-invitation/check',
    checkInvitationResponseSchema,
    { token },
    {
      signal,
    },
  );
}

function checkAgentInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['agent-invitation', token],
    queryFn: ({ signal }) => checkAgentInvitation(token, { signal }),
    // Ask again on every visit: the link may have been used meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** An empty token is not asked about: the link is broken. */
export function useCheckAgentInvitation(token: string) {
  return useQuery({
    ...checkAgentInvitationQueryOptions(token),
    enabled: token !== '',
    throwOnError: true,
  });
}

import {
  type AcceptInvitationBody,
  acceptInvitationResponseSchema,
} from '@giro/shared/agents/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { startSession } from '../lib/start-session';
import { toastError } from '../lib/toast-error';

/** Sets the invited agent's password; the answer is a session, as sign-in's. */
function acceptAgentInvitation(body: AcceptInvitationBody) {
  return api.post('/api/auth/agent-invitation', acceptInvitationResponseSchema, body);
}

/** Signs the new agent in as sign-in does, then opens their page. */
export function useAcceptAgentInvitation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: acceptAgentInvitation,
    onSuccess: async ({ token }) => {
      await startSession(queryClient, token);
      await navigate(paths.agent.path, { replace: true });
    },
    onError: toastError,
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { signInPerIp } from '../accounts/attempt-limits.ts';
import { acceptInvitation } from '../accounts/invitation-acceptance.ts';
import type { createAgentInvitationService } from './agent-invitation-service.ts';

export interface AgentInvitationRoutesOptions {
  invitations: ReturnType<typeof createAgentInvitationService>;
}

/** The /agent-invitation page's calls: check the mailed link, then set the password with it. */
export const agentInvitationRoutes: FastifyPluginAsyncZod<AgentInvitationRoutesOptions> = async (
  app,
  { invitations },
) => {
  // Accepting signs the person in, so both calls count against the sign-in limit per IP.
  route(app, 'POST /api/auth/agent-invitation/check', {
    config: { rateLimit: signInPerIp(app.config) },
    handler: async (request) => invitations.check(request.body.token),
  });

  route(app, 'POST /api/auth/agent-invitation', {
    config: { rateLimit: signInPerIp(app.config) },
    handler: (request, reply) => acceptInvitation(request, reply, invitations.accept),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { isHttps } from '../../plugins/security.ts';
import { signInPerIp } from '../accounts/attempt-limits.ts';
import { requireUncommonPassword } from '../accounts/common-passwords.ts';
import { setDeviceCookie } from '../accounts/device-cookie.ts';
import { clientOf } from '../accounts/sign-in-context.ts';
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
    handler: async (request, reply) => {
      requireUncommonPassword(request.body.password, request.language);
      const { token, device } = await invitations.accept(request.body, clientOf(request));
      setDeviceCookie(reply, device, isHttps(app.config));
      return { token };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { isHttps } from '../../plugins/security.ts';
import { attemptLimits } from '../accounts/attempt-limits.ts';
import { requireUncommonPassword } from '../accounts/common-passwords.ts';
import { setDeviceCookie } from '../accounts/device-cookie.ts';
import { clientOf } from '../accounts/sign-in-context.ts';
import type { createAgentInvitationService } from './agent-invitation-service.ts';

export interface AgentInvitationRoutesOptions {
  invitations: ReturnType<typeof createAgentInvitationService>;
}

// Per IP, as the reset calls: a mailed link cannot be guessed; the limit spares the hashing.
const perIp = { rateLimit: attemptLimits.resetPassword.perIp };

/** The /agent-invitation page's calls: check the mailed link, then set the password with it. */
export const agentInvitationRoutes: FastifyPluginAsyncZod<AgentInvitationRoutesOptions> = async (
  app,
  { invitations },
) => {
  route(app, 'POST /api/auth/agent-invitation/check', {
    config: perIp,
    handler: async (request) => invitations.check(request.body.token),
  });

  route(app, 'POST /api/auth/agent-invitation', {
    config: perIp,
    handler: async (request, reply) => {
      requireUncommonPassword(request.body.password, request.language);
      const { token, device } = await invitations.accept(request.body, clientOf(request));
      setDeviceCookie(reply, device, isHttps(app.config));
      return { token };
    },
  });
};

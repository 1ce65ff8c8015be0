import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  checkInvitationBodySchema,
  checkInvitationResponseSchema,
} from '@giro/shared/agents/agent-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isHttps } from '../../plugins/security.ts';
import { attemptLimits } from '../accounts/attempt-limits.ts';
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
  app.post(
    '/api/auth/agent-invitation/check',
    {
      schema: {
        summary: "Whether an agent's invitation link is valid, and for whom",
        tags: ['accounts'],
        body: checkInvitationBodySchema,
        response: { 200: checkInvitationResponseSchema },
      },
      config: perIp,
    },
    async (request) => invitations.check(request.body.token),
  );

  app.post(
    '/api/auth/agent-invitation',
    {
      schema: {
        summary: "Set the invited agent's password; answers a new session (400 token_invalid)",
        tags: ['accounts'],
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationResponseSchema },
      },
      config: perIp,
    },
    async (request, reply) => {
      const { token, device } = await invitations.accept(request.body, clientOf(request));
      setDeviceCookie(reply, device, isHttps(app.config));
      return { token };
    },
  );
};

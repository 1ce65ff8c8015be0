import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { agentInvitationRoutes } from './agent-invitation-routes.ts';
import { createAgentInvitationService } from './agent-invitation-service.ts';
import { agentPageRoutes } from './agent-page-routes.ts';
import { createAgentPageService } from './agent-page-service.ts';

const agentPage: FastifyPluginAsync = async (app) => {
  const invitations = createAgentInvitationService({ db: app.db, now: app.now });
  await app.register(agentInvitationRoutes, { invitations });
  await app.register(agentPageRoutes, { agentPage: createAgentPageService(app.db) });
};

/**
 * The agent's page: `/api/agent/*` (their link, referred transfers, commission; their own only)
 * and the invitation calls that give an invited agent a password.
 */
export const agentPagePlugin = fp(agentPage, {
  name: 'agent-page',
  dependencies: ['core', 'db', 'auth', 'security', 'site'],
});

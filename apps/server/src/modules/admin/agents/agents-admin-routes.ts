import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createAgentInvitationAdminService } from './agent-invitation-admin-service.ts';
import { createAgentSettlementService } from './agent-settlement-service.ts';
import { createAgentsAdminService } from './agents-admin-service.ts';

/** Agents: their storefront link is `/?hash=<hash>`. */
export const agentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = createAgentsAdminService(app.db, app.pricingService);
  const deps = { db: app.db, mail: app.mail, now: app.now };
  const invitations = createAgentInvitationAdminService(deps);
  const settlements = createAgentSettlementService(deps);

  route(app, 'GET /api/admin/agents', { handler: async () => agents.list() });

  route(app, 'POST /api/admin/agents', {
    handler: async (request) => agents.create(staffActor(request), request.body),
  });

  route(app, 'PUT /api/admin/agents/:hash', {
    handler: async (request) =>
      agents.update(staffActor(request), request.params.hash, request.body),
  });

  route(app, 'POST /api/admin/agents/:hash/invitation', {
    handler: async (request) =>
      invitations.invite(
        staffActor(request),
        request.params.hash,
        request.body,
        await mailLinkOrigin(app),
      ),
  });

  route(app, 'GET /api/admin/agents/:hash/commissions', {
    handler: async (request) => agents.commissions(request.params.hash),
  });

  route(app, 'POST /api/admin/agents/:hash/settlements', {
    handler: async (request) =>
      settlements.settle(
        staffActor(request),
        request.params.hash,
        request.body.month,
        await mailLinkOrigin(app),
      ),
  });
};

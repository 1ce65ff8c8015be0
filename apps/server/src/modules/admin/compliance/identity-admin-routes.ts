import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createIdentityAdminService } from './identity-admin-service.ts';

/** Identity verifications: the queue, and the operator's approval or rejection. */
export const identityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const identity = createIdentityAdminService(app);

  route(app, 'GET /api/admin/compliance/identity', {
    handler: async (request) => identity.list(request.query.status),
  });

  route(app, 'POST /api/admin/compliance/identity/:id/decision', {
    handler: async (request) =>
      identity.decide(
        staffActor(request),
        request.params.id,
        request.body,
        await mailLinkOrigin(app),
      ),
  });
};

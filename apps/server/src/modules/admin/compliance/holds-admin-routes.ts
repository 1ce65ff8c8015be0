import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createHoldsAdminService } from './holds-admin-service.ts';

/** The review queue of orders held by screening, and the operator's clear or block. */
export const holdsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const holds = createHoldsAdminService(app);

  route(app, 'GET /api/admin/compliance/holds', {
    handler: async (request) => holds.queue(request.query.reason),
  });

  route(app, 'POST /api/admin/compliance/holds/:id/decision', {
    handler: async (request) => holds.decide(staffActor(request), request.params.id, request.body),
  });
};

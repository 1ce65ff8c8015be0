import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createGatewaysAdminService } from './gateways-admin-service.ts';

/** Payment method switches. */
export const gatewaysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = createGatewaysAdminService(app.db, app.paymentMethodsService);

  route(app, 'GET /api/admin/gateways', { handler: async () => gateways.list() });

  route(app, 'PUT /api/admin/gateways/:name', {
    handler: async (request) =>
      gateways.setEnabled(staffActor(request), request.params.name, request.body.enabled),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createPricingAdminService } from './pricing-admin-service.ts';

/** Per-destination switches: close a Cuban channel with a notice for the storefront. */
export const destinationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing = createPricingAdminService(app.db, app.pricingService, app.rateCrossing);

  route(app, 'GET /api/admin/destinations', { handler: async () => pricing.listDestinations() });

  route(app, 'PUT /api/admin/destinations/:code', {
    handler: async (request) =>
      pricing.updateDestination(staffActor(request), request.params.code, request.body),
  });
};

import {
  adminDestinationListSchema,
  adminDestinationSchema,
  destinationBodySchema,
  destinationParamsSchema,
} from '@giro/shared/admin/destination-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { createPricingAdminService } from './pricing-admin-service.ts';

const tags = ['admin: destinations'];

/** Per-destination switches: close a Cuban channel with a notice for the storefront. */
export const destinationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing = createPricingAdminService(app.db, app.pricingService, app.rateCrossing);

  app.get(
    '/destinations',
    {
      schema: {
        summary: 'Destination currencies, their switches and notices',
        tags,
        response: { 200: adminDestinationListSchema },
      },
    },
    async () => pricing.listDestinations(),
  );

  app.put(
    '/destinations/:code',
    {
      schema: {
        summary: 'Open or close a destination and set its notices',
        tags,
        params: destinationParamsSchema,
        body: destinationBodySchema,
        response: { 200: adminDestinationSchema },
      },
    },
    async (request) =>
      pricing.updateDestination(staffActor(request), request.params.code, request.body),
  );
};

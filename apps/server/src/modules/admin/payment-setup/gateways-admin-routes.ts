import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { gateways } from '../../payment-methods/payment-methods-tables.ts';
import { staffActor } from '../admin-guard.ts';

/**
 * The checkout's payment methods. Switching one on or off routes money: it is a proposal
 * (`app.moneyChanges`), and the checkout sees the switch once approved.
 */
export const gatewaysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/gateways', {
    handler: async () =>
      app.db.select().from(gateways).orderBy(asc(gateways.position), asc(gateways.name)),
  });

  route(app, 'PUT /api/admin/gateways/:name', {
    handler: async (request) =>
      app.moneyChanges.propose(staffActor(request), 'gateway', request.params.name, {
        enabled: request.body.enabled,
      }),
  });
};

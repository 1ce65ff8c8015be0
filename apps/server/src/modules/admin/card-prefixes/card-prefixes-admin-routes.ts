import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createCardPrefixesAdminService } from './card-prefixes-admin-service.ts';

/** The CUP, MLC and CUC card prefix lists. */
export const cardPrefixesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefixes = createCardPrefixesAdminService(app.db, app.cardPrefixesService);

  route(app, 'GET /api/admin/card-prefixes', { handler: async () => prefixes.read() });

  route(app, 'PUT /api/admin/card-prefixes/:list', {
    handler: async (request) => ({
      prefixes: await prefixes.replace(
        staffActor(request),
        request.params.list,
        request.body.prefixes,
      ),
    }),
  });
};

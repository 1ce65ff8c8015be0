import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';

/** The card prefix lists the /user-information form checks a receiver's card against. */
export const cardPrefixesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/card-prefixes', { handler: async () => app.cardPrefixesService.lists() });
};

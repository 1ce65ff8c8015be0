import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';

/** For the Vite dev server, whose index.html has no embedded data. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/site', { handler: async () => app.siteService.getSiteData() });
};

import { siteDataSchema } from '@giro/shared/site-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** For the Vite dev server, whose index.html has no embedded data. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: {
        summary: 'Operator details and site settings',
        tags: ['site'],
        response: { 200: siteDataSchema },
      },
    },
    async () => app.siteService.getSiteData(),
  );
};

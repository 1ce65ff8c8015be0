import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderDocsPage } from './docs-page.ts';

/** The HTTP contract, generated from the routes' zod schemas (plugins/openapi.ts). */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  let page: string | undefined;

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    // Routes are fixed once the app is ready, so the page is rendered once.
    page ??= renderDocsPage(app.swagger());
    return reply.type('text/html; charset=utf-8').send(page);
  });
};

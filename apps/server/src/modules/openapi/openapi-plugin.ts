import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openApiRoutes } from './openapi-routes.ts';

const openApiDocument: FastifyPluginAsync = async (app) => {
  await app.register(openApiRoutes);
};

/** `/api/openapi.json` and `/api/docs`: the contract of every route registered before it. */
export const openApiDocumentPlugin = fp(openApiDocument, {
  name: 'openapi-document',
  dependencies: ['openapi'],
});

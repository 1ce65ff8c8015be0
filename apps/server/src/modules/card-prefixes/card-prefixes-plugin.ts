import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { cardPrefixesRoutes } from './card-prefixes-routes.ts';
import { createCardPrefixesService } from './card-prefixes-service.ts';

const cardPrefixes: FastifyPluginAsync = async (app) => {
  app.decorate(
    'cardPrefixesService',
    app.sharedCache('card-prefixes', createCardPrefixesService(app.db)),
  );
  await app.register(cardPrefixesRoutes);
};

/** The card prefix lists a receiver's CUP or MLC card is checked against. */
export const cardPrefixesPlugin = fp(cardPrefixes, {
  name: 'card-prefixes',
  dependencies: ['db', 'shared-caches'],
});

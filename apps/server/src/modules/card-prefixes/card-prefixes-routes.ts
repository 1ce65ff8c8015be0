import { cardPrefixListsSchema } from '@giro/shared/contact-info/card-prefix';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The card prefix lists the /user-information form checks a receiver's card against. */
export const cardPrefixesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/card-prefixes',
    {
      schema: {
        summary: 'Allowed card prefixes per card currency',
        tags: ['site'],
        response: { 200: cardPrefixListsSchema },
      },
    },
    async () => app.cardPrefixesService.lists(),
  );
};

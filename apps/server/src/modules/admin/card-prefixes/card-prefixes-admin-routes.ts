import {
  cardPrefixListBodySchema,
  cardPrefixListParamsSchema,
  cardPrefixListResponseSchema,
} from '@giro/shared/admin/card-prefix-admin-contracts';
import { cardPrefixListsSchema } from '@giro/shared/contact-info/card-prefix';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { createCardPrefixesAdminService } from './card-prefixes-admin-service.ts';

const tags = ['admin: card prefixes'];

/** The CUP, MLC and CUC card prefix lists. */
export const cardPrefixesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefixes = createCardPrefixesAdminService(app.db, app.cardPrefixesService);

  app.get(
    '/card-prefixes',
    {
      schema: {
        summary: 'Card prefix lists',
        tags,
        response: { 200: cardPrefixListsSchema },
      },
    },
    async () => prefixes.read(),
  );

  app.put(
    '/card-prefixes/:list',
    {
      schema: {
        summary: 'Replace one card prefix list',
        tags,
        params: cardPrefixListParamsSchema,
        body: cardPrefixListBodySchema,
        response: { 200: cardPrefixListResponseSchema },
      },
    },
    async (request) => ({
      prefixes: await prefixes.replace(
        staffActor(request),
        request.params.list,
        request.body.prefixes,
      ),
    }),
  );
};

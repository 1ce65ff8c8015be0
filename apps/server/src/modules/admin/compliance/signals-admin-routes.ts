import { signalsSchema } from '@giro/shared/compliance/signal-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { structuringSignals } from './signals-service.ts';

/** Structuring signals of the last 30 days, with the orders behind each. */
export const signalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compliance/signals',
    {
      schema: {
        summary: 'Orders just under a limit, shared receivers, senders paying many receivers',
        tags: ['admin: compliance'],
        response: { 200: signalsSchema },
      },
    },
    async () => structuringSignals(app),
  );
};

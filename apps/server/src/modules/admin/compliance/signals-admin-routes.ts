import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { structuringSignals } from './signals-service.ts';

/** Structuring signals of the last 30 days, with the orders behind each. */
export const signalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/compliance/signals', {
    handler: async () => structuringSignals(app),
  });
};

import { getGatewaysResponseSchema } from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /get_gateways: the checkout's payment method list (spec §2, §7). */
export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get_gateways',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { response: { 200: getGatewaysResponseSchema } },
    },
    async () => (await app.paymentMethodsService.enabled()).map((name) => ({ name })),
  );
};

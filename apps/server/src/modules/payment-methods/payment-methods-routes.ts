import { getGatewaysResponseSchema } from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isGatewayName } from '../payments/payment-gateway.ts';

/**
 * GET /get_gateways: the checkout's payment method list (spec §2, §7). A gateway method the
 * operator enabled is listed only while it is offered (credentials, or the sandbox).
 */
export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const offered = new Set<string>(app.paymentGateways.offered().map(({ name }) => name));
  app.get(
    '/get_gateways',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { response: { 200: getGatewaysResponseSchema } },
    },
    async () =>
      (await app.paymentMethodsService.enabled())
        .filter((name) => !isGatewayName(name) || offered.has(name))
        .map((name) => ({ name })),
  );
};

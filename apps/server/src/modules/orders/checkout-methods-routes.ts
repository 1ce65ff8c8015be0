import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { isGatewayName } from '../payments/payment-gateway.ts';
import { checkoutMethods } from './checkout-methods.ts';

/**
 * GET /get_gateways: the checkout's payment method list (spec §2, §7). A gateway method the
 * operator enabled is listed only while it is offered (credentials, or the sandbox); with the
 * cart's currency, only the methods that can take the cart. It lives with the orders because
 * that is what creating an order checks.
 */
export const checkoutMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const offered = new Set<string>(app.paymentGateways.offered().map(({ name }) => name));
  route(app, 'GET /get_gateways', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const enabled = (await app.paymentMethodsService.enabled()).filter(
        (name) => !isGatewayName(name) || offered.has(name),
      );
      const { currency, amount } = request.query;
      const methods =
        currency === undefined
          ? enabled
          : await checkoutMethods(
              { db: app.db, pricing: app.pricingService, now: app.now },
              enabled,
              { currency, amount },
            );
      return methods.map((name) => ({ name }));
    },
  });
};

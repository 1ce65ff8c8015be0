import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentMethodsService } from './payment-methods-service.ts';

const paymentMethods: FastifyPluginAsync = async (app) => {
  app.decorate(
    'paymentMethodsService',
    app.sharedCache('payment-methods', createPaymentMethodsService(app.db)),
  );
};

/** The operator's method switches (GET /get_gateways lives with the orders, which check carts). */
export const paymentMethodsPlugin = fp(paymentMethods, {
  name: 'payment-methods',
  dependencies: ['db', 'shared-caches'],
});

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { paymentMethodsRoutes } from './payment-methods-routes.ts';
import { createPaymentMethodsService } from './payment-methods-service.ts';

const paymentMethods: FastifyPluginAsync = async (app) => {
  app.decorate('paymentMethodsService', createPaymentMethodsService(app.db));
  await app.register(paymentMethodsRoutes);
};

/** The checkout's method list: the operator's switches, less gateways that are not offered. */
export const paymentMethodsPlugin = fp(paymentMethods, {
  name: 'payment-methods',
  dependencies: ['db', 'security', 'payment-gateways'],
});

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { acceptFormBodies } from './form-scope.ts';
import type { PaymentOrders } from './payment-orders.ts';
import { paymentsRoutes } from './payments-routes.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';

export interface PaymentCallbacksOptions {
  /** The orders side of callbacks; tests pass a recording fake. Default: `app.orders.payments`. */
  orders?: PaymentOrders;
}

const paymentCallbacks: FastifyPluginAsync<PaymentCallbacksOptions> = async (app, options) => {
  const orders = options.orders ?? app.orders.payments;
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    await scope.register(paymentsRoutes, { gateways: app.paymentGateways, orders });
  });
  // The sandbox's pages decide a test payment only for the order's own sender.
  if (app.paymentSandbox !== null) {
    await app.register(sandboxRoutes, { ...app.paymentSandbox, orders });
  }
};

/**
 * The gateways' verified callbacks (`POST /payments/callback/:gateway`), applied to orders, and
 * the sandbox's fake gateway APIs and test payment pages while PAYMENTS_SANDBOX is on.
 */
export const paymentCallbacksPlugin = fp(paymentCallbacks, {
  name: 'payment-callbacks',
  dependencies: ['payment-gateways', 'orders', 'auth'],
});

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { acceptFormBodies } from './form-scope.ts';
import { createPaymentGateways, type PaymentGateways } from './payment-gateways.ts';
import { injectTransport } from './sandbox/inject-transport.ts';
import { createPaymentsSandbox } from './sandbox/payments-sandbox.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offered payment gateways; the orders module creates payments through them. */
    paymentGateways: PaymentGateways;
  }
}

const paymentGateways: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const sandbox = config.PAYMENTS_SANDBOX
    ? createPaymentsSandbox({
        publicBase: config.PUBLIC_URL ?? '',
        transport: injectTransport(app),
        now: app.now,
      })
    : undefined;
  const gateways = createPaymentGateways(config, { now: app.now, sandbox });
  app.decorate('paymentGateways', gateways);

  const inSandbox = gateways
    .offered()
    .filter((offered) => offered.sandbox)
    .map(({ name }) => name);
  if (sandbox === undefined) return;
  if (inSandbox.length > 0) {
    app.log.warn({ gateways: inSandbox }, 'payment sandbox is on: test payments mark orders paid');
  }
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    await scope.register(sandboxRoutes, { sandbox, gateways: inSandbox });
  });
};

/**
 * Payeer, TropiPay, Airtm and Ducapp adapters (credentials from the environment) and, for those
 * without credentials while PAYMENTS_SANDBOX is on, the offline sandbox and its test pages.
 */
export const paymentGatewaysPlugin = fp(paymentGateways, {
  name: 'payment-gateways',
  dependencies: ['core'],
});

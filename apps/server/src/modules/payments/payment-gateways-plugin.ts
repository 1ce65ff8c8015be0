import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayName } from './payment-gateway.ts';
import { createPaymentGateways, type PaymentGateways } from './payment-gateways.ts';
import { injectTransport } from './sandbox/inject-transport.ts';
import { createPaymentsSandbox, type PaymentsSandbox } from './sandbox/payments-sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offered payment gateways; the orders module creates payments through them. */
    paymentGateways: PaymentGateways;
    /** The sandbox and the gateways it plays, while PAYMENTS_SANDBOX is on; else null. */
    paymentSandbox: { sandbox: PaymentsSandbox; gateways: GatewayName[] } | null;
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
  app.decorate('paymentSandbox', sandbox ? { sandbox, gateways: inSandbox } : null);
  if (sandbox === undefined) return;
  if (inSandbox.length > 0) {
    app.log.warn({ gateways: inSandbox }, 'payment sandbox is on: test payments mark orders paid');
  }
};

/**
 * Payeer, TropiPay, Airtm and Ducapp adapters (credentials from the environment) and, for those
 * without credentials while PAYMENTS_SANDBOX is on, the offline sandbox and its test pages.
 */
export const paymentGatewaysPlugin = fp(paymentGateways, {
  name: 'payment-gateways',
  dependencies: ['core'],
});

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { GatewayConfig } from './gateway-settings.ts';
import { createPaymentGateways, type PaymentGateways } from './payment-gateways.ts';
import type { PaymentOrders } from './payment-orders.ts';
import { type PaymentsRoutesOptions, paymentsRoutes } from './payments-routes.ts';
import { injectTransport } from './sandbox/inject-transport.ts';
import { createPaymentsSandbox } from './sandbox/payments-sandbox.ts';
import { type SandboxRoutesOptions, sandboxRoutes } from './sandbox/sandbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offered payment gateways; the orders module creates payments through them. */
    paymentGateways: PaymentGateways;
  }
}

export interface PaymentsOptions {
  now: () => Date;
  /** The orders module's side of callbacks (expected payments, verified results). */
  orders: PaymentOrders;
}

function formBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** One encapsulated scope, so that only these routes read form-urlencoded bodies. */
const paymentsScope: FastifyPluginAsync<
  PaymentsRoutesOptions & { sandbox: SandboxRoutesOptions | undefined }
> = async (scope, { sandbox, ...options }) => {
  // Payeer and the sandbox's plain HTML forms post form-urlencoded; the rest of the API is JSON.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, formBody(String(body))),
  );
  await scope.register(paymentsRoutes, options);
  if (sandbox) await scope.register(sandboxRoutes, sandbox);
};

/**
 * Decorates `app.paymentGateways` and serves the gateways' callbacks and, for gateways without
 * credentials when PAYMENTS_SANDBOX is on, the offline sandbox.
 */
export async function registerPayments(
  app: FastifyInstance,
  config: GatewayConfig & Pick<Config, 'PAYMENTS_SANDBOX' | 'PUBLIC_URL' | 'NODE_ENV'>,
  options: PaymentsOptions,
): Promise<void> {
  const sandbox = config.PAYMENTS_SANDBOX
    ? createPaymentsSandbox({
        publicBase: config.PUBLIC_URL ?? '',
        transport: injectTransport(app),
        now: options.now,
      })
    : undefined;
  const gateways = createPaymentGateways(config, { now: options.now, sandbox });
  app.decorate('paymentGateways', gateways);

  const inSandbox = gateways
    .offered()
    .filter((offered) => offered.sandbox)
    .map(({ name }) => name);
  if (config.NODE_ENV === 'production' && inSandbox.length > 0) {
    app.log.warn({ gateways: inSandbox }, 'payment sandbox is on: test payments mark orders paid');
  }

  await app.register(paymentsScope, {
    gateways,
    orders: options.orders,
    sandbox: sandbox && { sandbox, gateways: inSandbox },
  });
}

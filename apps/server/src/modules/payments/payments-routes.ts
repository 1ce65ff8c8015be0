import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/call-route.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { PaymentOrders } from './payment-orders.ts';

export interface PaymentsRoutesOptions {
  gateways: PaymentGateways;
  orders: PaymentOrders;
}

/**
 * `POST /payments/callback/:gateway`, called by the gateways (no CSRF token). A verified result
 * goes to the orders module; a rejection is logged and answered 400 (Payeer: `<id>|error`).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { gateways, orders },
) => {
  route(app, 'POST /payments/callback/:gateway', {
    handler: async (request, reply) => {
      const gateway = gateways.get(request.params.gateway);
      const outcome = await gateway.verifyCallback(request.body, (reference) =>
        orders.expectedPayment(gateway.name, reference),
      );
      if (outcome.ok) {
        await orders.onVerifiedPayment(outcome.payment);
      } else {
        // Not the raw payload: it can carry the payer's name, email and card digits.
        const { reason, orderReference } = outcome.rejection;
        request.log.warn(
          { gateway: gateway.name, reason, orderReference },
          'payment callback rejected',
        );
      }
      if (gateway.callbackReply) {
        return reply.type('text/plain; charset=utf-8').send(gateway.callbackReply(outcome));
      }
      if (!outcome.ok) {
        throw new AppError(400, 'payment_rejected', {
          params: { reason: outcome.rejection.reason },
        });
      }
      return { received: true };
    },
  });
};

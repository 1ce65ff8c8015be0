import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import { publicOrigin } from '../mail/public-origin.ts';
import { paymentSubmittedMessage } from './orders-messages.ts';

/**
 * Calls per minute per signed-in user. Creation allows a burst of double submits (they answer
 * the same order); confirmations are rarer and carry payment data worth throttling.
 */
export const orderLimits = { create: 30, confirm: 10 } as const;

/** The checkout's order calls (spec §7); all need a session. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /create_order', {
    config: perUserRateLimit(orderLimits.create),
    handler: async (request) =>
      app.orders.create(signedInUser(request), request.body, {
        language: request.language,
        origin: publicOrigin(app.config, request),
      }),
  });

  route(app, 'POST /confirm_fiat_payment', {
    config: perUserRateLimit(orderLimits.confirm),
    handler: async (request) => {
      const status = await app.orders.confirmFiat(signedInUser(request), request.body);
      const message = paymentSubmittedMessage(request.language);
      return { message, reference: request.body.reference, status };
    },
  });

  route(app, 'POST /confirm_crypto_payment', {
    config: perUserRateLimit(orderLimits.confirm),
    handler: async (request) => {
      const status = await app.orders.confirmCrypto(signedInUser(request), request.body);
      const message = paymentSubmittedMessage(request.language);
      return { message, reference: request.body.reference, status };
    },
  });
};

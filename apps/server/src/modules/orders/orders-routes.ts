import {
  confirmCryptoPaymentBodySchema,
  confirmFiatPaymentBodySchema,
  confirmPaymentResponseSchema,
  createOrderBodySchema,
  createOrderResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/openapi-answers.ts';
import { publicOrigin } from '../mail/public-origin.ts';
import { paymentSubmittedMessage } from './orders-messages.ts';

/**
 * Calls per minute per signed-in user. Creation allows a burst of double submits (they answer
 * the same order); confirmations are rarer and carry payment data worth throttling.
 */
export const orderLimits = { create: 30, confirm: 10 } as const;

/** The checkout's order calls (spec §7); all need a session. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoutes(app);

  app.post(
    '/create_order',
    {
      config: perUserRateLimit(orderLimits.create),
      schema: {
        body: createOrderBodySchema,
        // A gateway payment is registered with the gateway: it may refuse or not answer.
        response: { 200: createOrderResponseSchema, ...errorAnswers(502, 503) },
      },
    },
    async (request) =>
      app.orders.create(signedInUser(request), request.body, {
        language: request.language,
        origin: publicOrigin(app.config, request),
      }),
  );

  app.post(
    '/confirm_fiat_payment',
    {
      config: perUserRateLimit(orderLimits.confirm),
      schema: {
        body: confirmFiatPaymentBodySchema,
        response: { 200: confirmPaymentResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const status = await app.orders.confirmFiat(signedInUser(request), request.body);
      const message = paymentSubmittedMessage(request.language);
      return { message, reference: request.body.reference, status };
    },
  );

  app.post(
    '/confirm_crypto_payment',
    {
      config: perUserRateLimit(orderLimits.confirm),
      schema: {
        body: confirmCryptoPaymentBodySchema,
        response: { 200: confirmPaymentResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const status = await app.orders.confirmCrypto(signedInUser(request), request.body);
      const message = paymentSubmittedMessage(request.language);
      return { message, reference: request.body.reference, status };
    },
  );
};

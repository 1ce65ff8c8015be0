import {
  createRateAlertBodySchema,
  listRateAlertsResponseSchema,
  rateAlertIdParamsSchema,
  rateAlertSchema,
  unsubscribeRateAlertBodySchema,
  unsubscribeRateAlertResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { RateAlertsService } from './rate-alerts-service.ts';

/** Creating alerts is rare; the limit keeps a script from hammering the corridor checks. */
const createLimit = 30;
/** Per IP: a token guesser gets nowhere either way, and this keeps it from trying hard. */
const unsubscribeLimit = { max: 30, timeWindow: '1 minute' };

/** The sender's rate alerts (session needed) and the mail's unsubscribe link (none needed). */
export const rateAlertsRoutes: FastifyPluginAsyncZod<{ rateAlerts: RateAlertsService }> = async (
  app,
  { rateAlerts },
) => {
  const withSession = { onRequest: app.requireUser };

  app.get(
    '/api/rate-alerts',
    { ...withSession, schema: { response: { 200: listRateAlertsResponseSchema } } },
    async (request) => rateAlerts.list(signedInUser(request)),
  );

  app.post(
    '/api/rate-alerts',
    {
      ...withSession,
      config: perUserRateLimit(createLimit),
      schema: { body: createRateAlertBodySchema, response: { 201: rateAlertSchema } },
    },
    async (request, reply) => {
      const alert = await rateAlerts.create(signedInUser(request), request.body, request.language);
      return reply.status(201).send(alert);
    },
  );

  app.delete(
    '/api/rate-alerts/:id',
    { ...withSession, schema: { params: rateAlertIdParamsSchema } },
    async (request, reply) => {
      await rateAlerts.delete(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/rate-alerts/unsubscribe',
    {
      config: { rateLimit: unsubscribeLimit },
      schema: {
        body: unsubscribeRateAlertBodySchema,
        response: { 200: unsubscribeRateAlertResponseSchema },
      },
    },
    async (request) => rateAlerts.unsubscribe(request.body.token, request.language),
  );
};

import {
  apiErrorSchema,
  createRateAlertBodySchema,
  listRateAlertsResponseSchema,
  rateAlertIdParamsSchema,
  rateAlertSchema,
  unsubscribeRateAlertBodySchema,
  unsubscribeRateAlertResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { RateAlertsService } from './rate-alerts-service.ts';

/** Creating alerts is rare; the limit keeps a script from hammering the corridor checks. */
const createLimit = 30;
/** Per IP: a token guesser gets nowhere either way, and this keeps it from trying hard. */
const unsubscribeLimit = { max: 30, timeWindow: '1 minute' };

const tags = ['rate alerts'];
// Every changing call also needs the CSRF pair (see the document's description).
const sessionCall = { tags, security: [{ bearer: [], csrf: [] }] };
const sessionRead = { tags, security: [{ bearer: [] }] };
const sessionErrors = { 401: apiErrorSchema, 429: apiErrorSchema };

/** The sender's rate alerts (session needed) and the mail's unsubscribe link (none needed). */
export const rateAlertsRoutes: FastifyPluginAsyncZod<{ rateAlerts: RateAlertsService }> = async (
  app,
  { rateAlerts },
) => {
  const withSession = { onRequest: app.requireUser };

  app.get(
    '/api/rate-alerts',
    {
      ...withSession,
      schema: {
        ...sessionRead,
        summary: "The sender's rate alerts, the corridors they can watch and the limit",
        response: { 200: listRateAlertsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => rateAlerts.list(signedInUser(request)),
  );

  app.post(
    '/api/rate-alerts',
    {
      ...withSession,
      config: perUserRateLimit(createLimit),
      schema: {
        ...sessionCall,
        summary: 'Create a rate alert',
        description:
          '422 `validation` for a malformed body; `rate_alert_corridor` (no such open corridor), `rate_alert_reached` (today’s rate already meets the target), `rate_alert_far` (target under half or over twice today’s rate), `rate_alert_limit` (10 alerts already), `rate_alert_duplicate`.',
        body: createRateAlertBodySchema,
        response: { 201: rateAlertSchema, 422: apiErrorSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const alert = await rateAlerts.create(signedInUser(request), request.body, request.language);
      return reply.status(201).send(alert);
    },
  );

  app.delete(
    '/api/rate-alerts/:id',
    {
      ...withSession,
      schema: {
        ...sessionCall,
        summary: 'Delete one of the sender’s rate alerts (404 for anyone else’s)',
        params: rateAlertIdParamsSchema,
        response: {
          204: z.undefined(),
          404: apiErrorSchema,
          422: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
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
        tags,
        security: [{ csrf: [] }],
        summary: 'Delete the alert a mail’s signed link names; no session needed',
        description: '400 `token_invalid` for a token whose signature does not match.',
        body: unsubscribeRateAlertBodySchema,
        response: {
          200: unsubscribeRateAlertResponseSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => rateAlerts.unsubscribe(request.body.token, request.language),
  );
};

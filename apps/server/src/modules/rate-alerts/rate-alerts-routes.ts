import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
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
  route(app, 'GET /api/rate-alerts', {
    handler: async (request) => rateAlerts.list(signedInUser(request)),
  });

  route(app, 'POST /api/rate-alerts', {
    config: perUserRateLimit(createLimit),
    handler: async (request, reply) => {
      const alert = await rateAlerts.create(signedInUser(request), request.body, request.language);
      return reply.status(201).send(alert);
    },
  });

  route(app, 'DELETE /api/rate-alerts/:id', {
    handler: async (request, reply) => {
      await rateAlerts.delete(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, 'POST /api/rate-alerts/unsubscribe', {
    config: { rateLimit: unsubscribeLimit },
    handler: async (request) => rateAlerts.unsubscribe(request.body.token, request.language),
  });
};

import { translateShared } from '@giro/shared';
import { healthResponseSchema, readyResponseSchema } from '@giro/shared/health-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Also the error shape, so clients reading `{ message, code }` understand it.
const unavailable = z.object({
  status: z.literal('unavailable'),
  code: z.literal('unavailable'),
  message: z.string(),
});

/** For load balancers and monitors. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness asks nothing of PostgreSQL or Redis: an orchestrator restarting every instance
  // during a database failover would turn a pause into an outage.
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: 200 while the process answers (readiness is /readyz)',
        tags: ['site'],
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary:
          'Readiness: 200 while this instance takes traffic (database and its LISTEN connections, job queue and Redis when configured up, not draining)',
        tags: ['site'],
        response: { 200: readyResponseSchema, 503: unavailable },
      },
    },
    async (request, reply) => {
      const ready =
        !app.draining &&
        app.jobs.isReady() &&
        app.database.listening() &&
        (await app.database.ping()) &&
        (app.redis === null ||
          (await app.redis.ping().then(
            () => true,
            () => false,
          )));
      if (ready) return reply.send({ status: 'ready' });
      const message = translateShared(request.language, 'errors.unavailable');
      return reply.status(503).send({ status: 'unavailable', code: 'unavailable', message });
    },
  );
};

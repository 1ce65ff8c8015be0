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
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Health check: 200 while the database answers',
        tags: ['site'],
        response: {
          200: healthResponseSchema,
          503: unavailable,
        },
      },
    },
    async (request, reply) => {
      if (await app.database.ping()) return reply.send({ status: 'ok' });
      const message = translateShared(request.language, 'errors.unavailable');
      return reply.status(503).send({ status: 'unavailable', code: 'unavailable', message });
    },
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

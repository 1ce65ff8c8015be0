import { translateShared } from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface HealthOptions {
  ping: () => Promise<boolean>;
}

/** For load balancers and monitors: 200 only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Health check: 200 while the database answers',
        tags: ['site'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          // Also the error shape, so clients reading `{ message, code }` understand it.
          503: z.object({
            status: z.literal('unavailable'),
            code: z.literal('unavailable'),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      if (await ping()) return reply.send({ status: 'ok' });
      const message = translateShared(request.language, 'errors.unavailable');
      return reply.status(503).send({ status: 'unavailable', code: 'unavailable', message });
    },
  );
};

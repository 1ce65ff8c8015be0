import { translateShared } from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';

/** For load balancers and monitors. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness asks nothing of PostgreSQL or Redis: an orchestrator restarting every instance
  // during a database failover would turn a pause into an outage.
  route(app, 'GET /healthz', {
    handler: async () => ({ status: 'ok' as const }),
  });

  route(app, 'GET /readyz', {
    handler: async (request, reply) => {
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
  });
};

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance is shutting down: /readyz answers 503 so the balancer moves on. */
    draining: boolean;
  }
}

const health: FastifyPluginAsync = async (app) => {
  app.decorate('draining', false);
  await app.register(healthRoutes);
};

/** `/healthz` (alive: the process answers) and `/readyz` (ready to take traffic). */
export const healthPlugin = fp(health, {
  name: 'health',
  dependencies: ['db', 'jobs', 'redis', 'language'],
});

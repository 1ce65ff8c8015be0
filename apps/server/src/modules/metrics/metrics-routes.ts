import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/safe-equal.ts';
import { route } from '../../plugins/call-route.ts';

const loopback = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * A scraper with `METRICS_TOKEN`, or a request from this machine that no proxy forwarded (a
 * reverse proxy on loopback would otherwise make every visitor "local").
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token !== undefined && bearer !== undefined) return safeEqual(bearer, token);
  return loopback.test(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /metrics', {
    handler: async (request, reply) => {
      if (!mayRead(request, app.config.METRICS_TOKEN)) throw new AppError(403, 'forbidden');
      const registry = app.metricsRegistry;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
};

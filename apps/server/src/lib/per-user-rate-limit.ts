import type { FastifyRequest } from 'fastify';

/** Route config: at most `max` calls per `timeWindow` per signed-in user (per IP before auth). */
export function perUserRateLimit(max: number, timeWindow = '1 minute') {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  };
}

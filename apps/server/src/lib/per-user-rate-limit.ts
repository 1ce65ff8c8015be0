import type { FastifyRequest } from 'fastify';

/** Route config: at most `max` calls a minute per signed-in user (per IP before auth). */
export function perUserRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  };
}

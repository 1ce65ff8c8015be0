import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { rateLimited } from '../lib/rate-limited.ts';

export function isHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https://') ?? false;
}

const security: FastifyPluginAsync = async (app) => {
  const https = isHttps(app.config);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and Tailwind set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Payment gateways are reached by posting a form to their https page.
        formAction: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https && { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // An answer for a signed-in person (their orders, identity, staff data) is never kept by a
  // browser's or a proxy's cache, for the next user of a shared computer to find.
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config.call?.access ?? 'public';
    const personal = access !== 'public' || request.headers.authorization !== undefined;
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL every instance counts in one store; a Redis outage must not turn every
    // limited call into a 500, so the limit is skipped (and /readyz says Redis is down).
    ...(app.redis && { redis: app.redis, nameSpace: 'giro-rate-limit:', skipOnError: true }),
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });
};

/**
 * Security headers, cookies and rate limiting. Rate limits are per route:
 * `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`.
 */
export const securityPlugin = fp(security, { name: 'security', dependencies: ['core', 'redis'] });

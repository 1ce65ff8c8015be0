import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { safeEqual } from '../lib/safe-equal.ts';
import { route } from './call-route.ts';
import { isHttps } from './security.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's CSRF token: the `XSRF-TOKEN` cookie, or a fresh one set on this answer. */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /** `false` for routes called by third parties (payment gateway callbacks). */
    csrf?: boolean;
  }
}

export const csrfCookie = 'XSRF-TOKEN';
const tokenPattern = /^[\w-]{43}$/;
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const csrf: FastifyPluginAsync = async (app) => {
  const secure = isHttps(app.config);
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request) => {
    const cookieToken = request.cookies[csrfCookie];
    const hasCookie = cookieToken !== undefined && tokenPattern.test(cookieToken);
    request.csrfToken = hasCookie ? cookieToken : randomBytes(32).toString('base64url');

    const exempt = request.is404 || request.routeOptions.config.csrf === false;
    if (!stateChanging.has(request.method) || exempt) return;
    const sent = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
    if (!hasCookie || typeof sent !== 'string' || !safeEqual(sent, request.csrfToken)) {
      throw new AppError(403, 'csrf');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.cookies[csrfCookie] === request.csrfToken) return;
    // A shared cache could hand a publicly cached Set-Cookie, and so one token, to everyone.
    if (String(reply.getHeader('cache-control')).includes('public')) return;
    const options = { path: '/', sameSite: 'lax', secure } as const;
    reply.header('set-cookie', app.serializeCookie(csrfCookie, request.csrfToken, options));
  });

  route(app, 'GET /api/csrf', { handler: async (request) => ({ token: request.csrfToken }) });
};

/** Double-submit CSRF protection (docs/architecture.md), plus `GET /api/csrf` → `{ token }`. */
export const csrfPlugin = fp(csrf, { name: 'csrf', dependencies: ['core', 'security'] });

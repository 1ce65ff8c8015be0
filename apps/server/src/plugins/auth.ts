import type { Language } from '@giro/shared';
import type { UserRole } from '@giro/shared/admin/staff-roles';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** The account behind a live session (not revoked, not expired, account active). */
export interface SessionUser {
  id: string;
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  createdAt: Date;
  /** Staff roles open the /admin console (see modules/admin). */
  role: UserRole;
}

export interface SessionResolver {
  /** The session's user for a raw bearer token, or null when it is not a live session. */
  resolve(token: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from `Authorization: Bearer <token>` before any route hook runs; null when anonymous. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Route hook (`onRequest` or `preHandler`) answering 401 `unauthorized` without a session. */
    requireUser: typeof requireUser;
  }
}

const bearer = /^Bearer +([\w-]{1,128})$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : bearer.exec(header.trim())?.[1];
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user === null) throw new AppError(401, 'unauthorized');
}

/** OpenAPI security of a route that needs `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearer: [] }];

/**
 * Every route `app` registers from here on needs a signed-in user (401 without one), and the
 * OpenAPI document says so.
 */
export function signedInRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', (route) => {
    if (route.schema !== undefined) route.schema = { ...route.schema, security: bearerSecurity };
  });
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw new AppError(401, 'unauthorized');
  return request.user;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for routes that never read `request.user` (the calculator's): a bearer token sent
     * to them is not looked up, so they cost no database round trip; `request.user` stays null.
     */
    session?: boolean;
  }
}

const auth: FastifyPluginAsync<{ sessions: SessionResolver }> = async (app, { sessions }) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.session === false) return;
    const token = bearerToken(request.headers.authorization);
    if (token !== undefined) request.user = await sessions.resolve(token);
  });
};

/**
 * Resolves the bearer session of every request (one indexed query, only when a token is sent
 * and the route has not said `config: { session: false }`).
 * The accounts module registers it with its session service.
 */
export const authPlugin = fp(auth, { name: 'auth' });

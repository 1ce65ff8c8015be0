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
  /** When this session's sign-in began (its password, or its passkey). */
  signedInAt: Date;
  /** When this session last proved a second factor; null if it never did. */
  secondFactorAt: Date | null;
  /** The password was right; the account's second factor is still to come. */
  awaitingSecondFactor: boolean;
}

export interface SessionResolver {
  /**
   * The session's user for a raw bearer token, or null when it is not a live session; `ip` is
   * the client's address, kept as the session's last-seen address.
   */
  resolve(token: string, ip: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set from `Authorization: Bearer <token>` before any route hook runs; null when anonymous,
     * and while the sign-in awaits its second factor.
     */
    user: SessionUser | null;
    /** The session of a sign-in whose password was right and whose second factor is awaited. */
    pendingSignIn: SessionUser | null;
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

const auth: FastifyPluginAsync<{ sessions: SessionResolver }> = async (app, { sessions }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('pendingSignIn', null);
  app.decorate('requireUser', requireUser);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    const session = await sessions.resolve(token, request.ip);
    // Half a sign-in opens nothing but its own second step.
    if (session?.awaitingSecondFactor) request.pendingSignIn = session;
    else request.user = session;
  });
};

/**
 * Resolves the bearer session of every request (one indexed query, only when a token is sent).
 * The accounts module registers it with its session service.
 */
export const authPlugin = fp(auth, { name: 'auth' });

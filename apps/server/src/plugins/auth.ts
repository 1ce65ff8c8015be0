import type { Language } from '@giro/shared';
import { hasStaffRole, type UserRole } from '@giro/shared/admin/staff-roles';
import type { CallAccess } from '@giro/shared/api-call';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
}

const bearer = /^Bearer +([\w-]{1,128})$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : bearer.exec(header.trim())?.[1];
}

/** Route hook (`onRequest` or `preHandler`) answering 401 `unauthorized` without a session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user === null) throw new AppError(401, 'unauthorized');
}

function mayCall(role: UserRole, access: Exclude<CallAccess, 'public' | 'session'>): boolean {
  return access === 'agent' ? role === 'agent' : hasStaffRole(role, access);
}

/**
 * The `onRequest` hook of a call's access (its contract's `access`): 401 without a session, 403
 * `forbidden` for an account without the role, before the input is even read.
 */
export function accessGuard(access: CallAccess) {
  if (access === 'public') return undefined;
  if (access === 'session') return requireUser;
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (user === null) throw new AppError(401, 'unauthorized');
    if (!mayCall(user.role, access)) throw new AppError(403, 'forbidden');
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw new AppError(401, 'unauthorized');
  return request.user;
}

const auth: FastifyPluginAsync<{ sessions: SessionResolver }> = async (app, { sessions }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token !== undefined) request.user = await sessions.resolve(token);
  });
};

/**
 * Resolves the bearer session of every request (one indexed query, only when a token is sent).
 * The accounts module registers it with its session service.
 */
export const authPlugin = fp(auth, { name: 'auth' });

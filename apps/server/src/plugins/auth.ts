import type { Language } from '@giro/shared';
import { hasStaffRole, type UserRole } from '@giro/shared/admin/staff-roles';
import type { ApiCall, CallAccess } from '@giro/shared/api-call';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { requireStepUp } from './step-up.ts';

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
  /** When the factor it proved then was enrolled (null if it never proved one). */
  secondFactorEnrolledAt: Date | null;
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
    /**
     * The bearer session's user, looked up when asked: for a route that said
     * `config: { session: false }` and needs the user only sometimes (the quote, when a sender
     * limit applies). Null when anonymous or half signed in.
     */
    lookUpSession(): Promise<SessionUser | null>;
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

/** Route hook of the sign-in's second step: 401 unless the password step's token is sent. */
async function requirePendingSignIn(request: FastifyRequest): Promise<void> {
  if (request.pendingSignIn === null) throw new AppError(401, 'unauthorized');
}

type RoleAccess = Exclude<CallAccess, 'public' | 'pending' | 'session'>;

function mayCall(role: UserRole, access: RoleAccess): boolean {
  return access === 'agent' ? role === 'agent' : hasStaffRole(role, access);
}

/**
 * The `onRequest` hook of a call's access (its contract's `access`), before the input is even
 * read: 401 without a session, 403 `forbidden` for an account without the role. Staff calls
 * also answer 403 `mfa_required` to a session that never proved a second factor (a staff
 * account enrols one before the console opens), and those with `stepUp` 403 `step_up_required`
 * unless it did in the last 5 minutes.
 */
export function accessGuard({ access = 'public', stepUp }: Pick<ApiCall, 'access' | 'stepUp'>) {
  if (access === 'public') return undefined;
  if (access === 'pending') return requirePendingSignIn;
  if (access === 'session') return requireUser;
  const staff = access !== 'agent';
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (user === null) throw new AppError(401, 'unauthorized');
    if (!mayCall(user.role, access)) throw new AppError(403, 'forbidden');
    if (staff && user.secondFactorAt === null) throw new AppError(403, 'mfa_required');
    if (stepUp) requireStepUp(user, request.server.now());
  };
}

/** The password step's session, in a call whose access is `pending`. */
export function pendingSignIn(request: FastifyRequest): SessionUser {
  if (request.pendingSignIn === null) throw new AppError(401, 'unauthorized');
  return request.pendingSignIn;
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
  app.decorateRequest('pendingSignIn', null);
  app.decorateRequest('lookUpSession', async function (this: FastifyRequest) {
    const token = bearerToken(this.headers.authorization);
    if (token === undefined) return null;
    const session = await sessions.resolve(token, this.ip);
    return session?.awaitingSecondFactor ? null : session;
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.session === false) return;
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    const session = await sessions.resolve(token, request.ip);
    // Half a sign-in opens nothing but its own second step.
    if (session?.awaitingSecondFactor) request.pendingSignIn = session;
    else request.user = session;
  });
};

/**
 * Resolves the bearer session of every request (one indexed query, only when a token is sent
 * and the route has not said `config: { session: false }`).
 * The accounts module registers it with its session service.
 */
export const authPlugin = fp(auth, { name: 'auth' });

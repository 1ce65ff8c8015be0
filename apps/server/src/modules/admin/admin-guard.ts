import { hasStaffRole, type StaffRole } from '@giro/shared/admin/staff-roles';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { requireStepUp } from '../accounts/second-factor/step-up.ts';
import type { Actor } from '../audit/audited-change.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role an /api/admin route needs; `operator` when not given. */
    staffRole?: StaffRole;
    /**
     * A change of where money goes (receiving accounts, wallets): the session must have proven
     * its second factor within the last 5 minutes.
     */
    stepUp?: boolean;
  }
}

export function requiredStaffRole(config: { staffRole?: StaffRole } | undefined): StaffRole {
  return config?.staffRole ?? 'operator';
}

/**
 * `onRequest` hook of every /api/admin route: 401 without a session, 403 `forbidden` without the
 * role, 403 `mfa_required` for a session that never proved a second factor (a staff account
 * enrols one before the console opens), 403 `step_up_required` when the route asks for a recent
 * one.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const { user } = request;
  if (user === null) throw new AppError(401, 'unauthorized');
  const { config } = request.routeOptions;
  if (!hasStaffRole(user.role, requiredStaffRole(config))) {
    throw new AppError(403, 'forbidden');
  }
  if (user.secondFactorAt === null) throw new AppError(403, 'mfa_required');
  if (config.stepUp) requireStepUp(user, request.server.now());
}

/** The staff member behind an /api/admin request, as the audit log names them. */
export function staffActor(request: FastifyRequest): Actor {
  const { id, email } = signedInUser(request);
  return { id, email };
}

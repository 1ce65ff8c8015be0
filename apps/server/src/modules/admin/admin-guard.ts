import { hasStaffRole, type StaffRole } from '@giro/shared/admin/staff-roles';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { Actor } from '../audit/audited-change.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role an /api/admin route needs; `operator` when not given. */
    staffRole?: StaffRole;
  }
}

export function requiredStaffRole(config: { staffRole?: StaffRole } | undefined): StaffRole {
  return config?.staffRole ?? 'operator';
}

/** `onRequest` hook of every /api/admin route: 401 without a session, 403 without the role. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const { user } = request;
  if (user === null) throw new AppError(401, 'unauthorized');
  if (!hasStaffRole(user.role, requiredStaffRole(request.routeOptions.config))) {
    throw new AppError(403, 'forbidden');
  }
}

/** The staff member behind an /api/admin request, as the audit log names them. */
export function staffActor(request: FastifyRequest): Actor {
  const { id, email } = signedInUser(request);
  return { id, email };
}

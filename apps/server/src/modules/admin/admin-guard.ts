import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import type { Actor } from '../audit/audited-change.ts';

/** The staff member behind an /api/admin request, as the audit log names them. */
export function staffActor(request: FastifyRequest): Actor {
  const { id, email } = signedInUser(request);
  return { id, email };
}

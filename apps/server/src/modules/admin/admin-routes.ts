import type { RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../plugins/openapi-answers.ts';
import { requiredStaffRole, requireStaff } from './admin-guard.ts';
import { adminResources } from './admin-resources.ts';

const reads = new Set(['GET', 'HEAD']);

/**
 * What the OpenAPI document says of every admin route: bearer session, role, error answers (a
 * change can clash with what exists: a taken email, hash or wallet, an illegal transition).
 */
function documentStaffRoute(route: RouteOptions): void {
  const role = requiredStaffRole(route.config);
  const changes = [route.method].flat().some((method) => !reads.has(method));
  const stepUp = route.config?.stepUp === true;
  const extensions: Record<`x-${string}`, string | boolean> = {
    'x-staff-role': role,
    'x-step-up': stepUp,
  };
  route.schema = {
    ...route.schema,
    ...extensions,
    tags: route.schema?.tags ?? ['admin'],
    description: `Staff only: needs the ${role} role (401 without a session, 403 \`forbidden\` without the role, 403 \`mfa_required\` until the account has a second factor${stepUp ? ', 403 `step_up_required` unless the session proved it in the last 5 minutes (POST /api/account/step-up); every admin is mailed the change' : ''}).`,
    security: [{ bearer: [] }],
    response: {
      ...(route.schema?.response as object | undefined),
      ...errorAnswers(401, 403, ...(changes ? [409] : [])),
    },
  };
}

/**
 * Every /api/admin call, in one encapsulated plugin: its `onRequest` hook checks the staff role
 * before anything else runs, so a route added to `adminResources` cannot skip the check.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', documentStaffRoute);
  app.addHook('onRequest', requireStaff);
  for (const resource of adminResources) await app.register(resource);
};

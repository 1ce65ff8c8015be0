import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { createStaffSessionPolicy } from '../../accounts/staff-session-policy.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { staffActor } from '../admin-guard.ts';

/** Minutes without a call after which a staff session ends (12 hours after sign-in at most). */
export const sessionPolicyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = createStaffSessionPolicy(app.db);

  route(app, 'GET /api/admin/session-policy', {
    handler: async () => ({ staff_idle_minutes: await policy.idleMinutes() }),
  });

  route(app, 'PUT /api/admin/session-policy', {
    handler: async (request) =>
      auditedChange(app.db, { actor: staffActor(request), entity: 'settings' }, async (tx) => {
        const before = { staff_idle_minutes: await policy.idleMinutes(tx) };
        const after = { staff_idle_minutes: request.body.staff_idle_minutes };
        await policy.write(tx, after.staff_idle_minutes);
        return { entityId: 'staff_session_idle_minutes', before, after, result: after };
      }),
  });
};

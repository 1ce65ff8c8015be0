import { sessionPolicySchema } from '@giro/shared/admin/session-policy-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffSessionPolicy } from '../../accounts/staff-session-policy.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { staffActor } from '../admin-guard.ts';

const tags = ['admin: security'];
const config = { staffRole: 'admin' } as const;

/** Minutes without a call after which a staff session ends (12 hours after sign-in at most). */
export const sessionPolicyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = createStaffSessionPolicy(app.db);

  app.get(
    '/session-policy',
    {
      config,
      schema: {
        summary: 'Minutes of inactivity after which a staff session ends',
        tags,
        response: { 200: sessionPolicySchema },
      },
    },
    async () => ({ staff_idle_minutes: await policy.idleMinutes() }),
  );

  app.put(
    '/session-policy',
    {
      config,
      schema: {
        summary: 'Change the minutes of inactivity after which a staff session ends (audited)',
        description:
          "Applies at once to every staff session, on every instance. Senders' sessions are not affected.",
        tags,
        body: sessionPolicySchema,
        response: { 200: sessionPolicySchema },
      },
    },
    async (request) =>
      auditedChange(app.db, { actor: staffActor(request), entity: 'settings' }, async (tx) => {
        const before = { staff_idle_minutes: await policy.idleMinutes(tx) };
        const after = { staff_idle_minutes: request.body.staff_idle_minutes };
        await policy.write(tx, after.staff_idle_minutes);
        return { entityId: 'staff_session_idle_minutes', before, after, result: after };
      }),
  );
};

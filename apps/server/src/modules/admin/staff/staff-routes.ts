import {
  createStaffBodySchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffParamsSchema,
  updateStaffBodySchema,
} from '@giro/shared/admin/staff-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { createStaffService } from './staff-service.ts';

const tags = ['admin: staff'];
// Only admins manage staff; the admin plugin's onRequest hook reads this.
const config = { staffRole: 'admin' } as const;

/** Operator and admin accounts. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffService(app.db, app.mail, app.now);

  app.get(
    '/staff',
    {
      config,
      schema: { summary: 'Staff accounts', tags, response: { 200: staffMemberListSchema } },
    },
    async () => staff.list(),
  );

  app.post(
    '/staff',
    {
      config,
      schema: {
        summary: 'Create an operator or admin account',
        tags,
        body: createStaffBodySchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => staff.create(staffActor(request), request.body, request.language),
  );

  app.put(
    '/staff/:id',
    {
      config,
      schema: {
        summary: "Change a staff member's role, or disable or enable the account",
        tags,
        params: staffParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => staff.update(staffActor(request), request.params.id, request.body),
  );

  app.post(
    '/staff/:id/reset-factors',
    {
      config,
      schema: {
        summary: "Remove another staff member's passkeys, authenticator app and recovery codes",
        description:
          'For a lost phone or passkey: their sessions end, they are mailed, and they enrol again at their next sign-in. Audited; 409 `staff_self_reset` for your own account.',
        tags,
        params: staffParamsSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => staff.resetFactors(staffActor(request), request.params.id),
  );
};

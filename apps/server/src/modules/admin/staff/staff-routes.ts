import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createStaffService } from './staff-service.ts';

/** Operator and admin accounts (their contracts need the admin role and a step-up). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffService(app.db, app.mail, app.now);

  route(app, 'GET /api/admin/staff', { handler: async () => staff.list() });

  route(app, 'POST /api/admin/staff', {
    handler: async (request) =>
      staff.invite(staffActor(request), request.body, request.language, await mailLinkOrigin(app)),
  });

  route(app, 'PUT /api/admin/staff/:id', {
    handler: async (request) => staff.update(staffActor(request), request.params.id, request.body),
  });

  route(app, 'POST /api/admin/staff/:id/reset-factors', {
    handler: async (request) => staff.resetFactors(staffActor(request), request.params.id),
  });
};

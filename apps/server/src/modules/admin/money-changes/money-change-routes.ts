import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/call-route.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { staffActor } from '../admin-guard.ts';

/** The console's screen of changes of where money goes, and the cool-off setting. */
export const moneyChangeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = app.moneyChanges;

  route(app, 'GET /api/admin/money-changes', { handler: async () => changes.list() });

  route(app, 'POST /api/admin/money-changes/:id/approve', {
    handler: async (request) => changes.approve(signedInUser(request), request.params.id),
  });

  route(app, 'POST /api/admin/money-changes/:id/cancel', {
    handler: async (request) => changes.cancel(staffActor(request), request.params.id),
  });

  route(app, 'GET /api/admin/money-changes/cool-off', { handler: async () => changes.coolOff() });

  route(app, 'PUT /api/admin/money-changes/cool-off', {
    handler: async (request) => changes.setCoolOff(staffActor(request), request.body.hours),
  });
};

// Per IP, as the other mailed links: a signed link cannot be guessed; this spares the work.
const perIp = { rateLimit: attemptLimits.resetPassword.perIp };

/** The cancel link mailed to every admin: the page shows the change, then cancels on a click. */
export const moneyChangeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/money-changes/cancel/check', {
    config: perIp,
    handler: async (request) => ({ change: await app.moneyChanges.checkLink(request.body.token) }),
  });

  route(app, 'POST /api/money-changes/cancel', {
    config: perIp,
    handler: async (request) => ({
      change: await app.moneyChanges.cancelByLink(request.body.token),
    }),
  });
};

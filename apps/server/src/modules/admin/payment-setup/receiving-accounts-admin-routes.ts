import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createReceivingAccountsAdminService } from './receiving-accounts-admin-service.ts';

/** Zelle, PayPal and bank-transfer accounts, several per method, each with a daily limit. */
export const receivingAccountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createReceivingAccountsAdminService({
    db: app.db,
    mail: app.mail,
    now: app.now,
  });

  route(app, 'GET /api/admin/receiving-accounts', { handler: async () => accounts.list() });

  route(app, 'POST /api/admin/receiving-accounts', {
    handler: async (request) => accounts.create(staffActor(request), request.body),
  });

  route(app, 'PUT /api/admin/receiving-accounts/:id', {
    handler: async (request) =>
      accounts.update(staffActor(request), request.params.id, request.body),
  });
};

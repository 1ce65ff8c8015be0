import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createReceivingAccountsAdminRepository } from './receiving-accounts-admin-repository.ts';
import { toAdminAccount } from './receiving-accounts-admin-service.ts';

/**
 * Zelle, PayPal and bank-transfer accounts, several per method, each with a daily limit. A new
 * account or a change is a proposal (`app.moneyChanges`): checkout sees it once approved.
 */
export const receivingAccountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/receiving-accounts', {
    handler: async () =>
      (await createReceivingAccountsAdminRepository(app.db).list()).map(toAdminAccount),
  });

  route(app, 'POST /api/admin/receiving-accounts', {
    handler: async (request) =>
      app.moneyChanges.propose(staffActor(request), 'receiving_account', null, request.body),
  });

  route(app, 'PUT /api/admin/receiving-accounts/:id', {
    handler: async (request) =>
      app.moneyChanges.propose(
        staffActor(request),
        'receiving_account',
        String(request.params.id),
        request.body,
      ),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createWalletsAdminRepository, toAdminWallet } from './wallets-admin-repository.ts';

/**
 * Crypto wallets, one per currency and network. A new wallet or a change (its address above
 * all) is a proposal (`app.moneyChanges`): checkout sees it once approved.
 */
export const walletsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/wallets', {
    handler: async () => (await createWalletsAdminRepository(app.db).list()).map(toAdminWallet),
  });

  route(app, 'POST /api/admin/wallets', {
    handler: async (request) =>
      app.moneyChanges.propose(staffActor(request), 'wallet', null, request.body),
  });

  route(app, 'PUT /api/admin/wallets/:id', {
    handler: async (request) =>
      app.moneyChanges.propose(
        staffActor(request),
        'wallet',
        String(request.params.id),
        request.body,
      ),
  });
};

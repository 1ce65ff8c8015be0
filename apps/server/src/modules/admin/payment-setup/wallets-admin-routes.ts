import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createWalletsAdminService } from './wallets-admin-service.ts';

/** Crypto wallets, one per currency and network. */
export const walletsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallets = createWalletsAdminService({ db: app.db, mail: app.mail, now: app.now });

  route(app, 'GET /api/admin/wallets', { handler: async () => wallets.list() });

  route(app, 'POST /api/admin/wallets', {
    handler: async (request) => wallets.create(staffActor(request), request.body),
  });

  route(app, 'PUT /api/admin/wallets/:id', {
    handler: async (request) =>
      wallets.update(staffActor(request), request.params.id, request.body),
  });
};

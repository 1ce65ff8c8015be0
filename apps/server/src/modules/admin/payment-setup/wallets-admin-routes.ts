import {
  adminWalletListSchema,
  adminWalletSchema,
  numericIdParamsSchema,
  walletBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { moneyRoutingRoute } from './money-routing-change.ts';
import { createWalletsAdminService } from './wallets-admin-service.ts';

const tags = ['admin: wallets'];

/** Crypto wallets, one per currency and network. */
export const walletsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallets = createWalletsAdminService({ db: app.db, mail: app.mail, now: app.now });
  const response = { 200: adminWalletSchema };

  app.get(
    '/wallets',
    { schema: { summary: 'Wallets', tags, response: { 200: adminWalletListSchema } } },
    async () => wallets.list(),
  );

  app.post(
    '/wallets',
    {
      config: moneyRoutingRoute,
      schema: { summary: 'Add a wallet', tags, body: walletBodySchema, response },
    },
    async (request) => wallets.create(staffActor(request), request.body),
  );

  app.put(
    '/wallets/:id',
    {
      config: moneyRoutingRoute,
      schema: {
        summary: 'Change a wallet, or disable it',
        tags,
        params: numericIdParamsSchema,
        body: walletBodySchema,
        response,
      },
    },
    async (request) => wallets.update(staffActor(request), request.params.id, request.body),
  );
};

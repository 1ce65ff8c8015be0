import {
  adminReceivingAccountListSchema,
  adminReceivingAccountSchema,
  numericIdParamsSchema,
  receivingAccountBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { moneyRoutingRoute } from './money-routing-change.ts';
import { createReceivingAccountsAdminService } from './receiving-accounts-admin-service.ts';

const tags = ['admin: receiving accounts'];

/** Zelle, PayPal and bank-transfer accounts, several per method, each with a daily limit. */
export const receivingAccountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createReceivingAccountsAdminService({
    db: app.db,
    mail: app.mail,
    now: app.now,
  });
  const response = { 200: adminReceivingAccountSchema };

  app.get(
    '/receiving-accounts',
    {
      schema: {
        summary: 'Receiving accounts',
        tags,
        response: { 200: adminReceivingAccountListSchema },
      },
    },
    async () => accounts.list(),
  );

  app.post(
    '/receiving-accounts',
    {
      config: moneyRoutingRoute,
      schema: {
        summary: 'Add a receiving account',
        tags,
        body: receivingAccountBodySchema,
        response,
      },
    },
    async (request) => accounts.create(staffActor(request), request.body),
  );

  app.put(
    '/receiving-accounts/:id',
    {
      config: moneyRoutingRoute,
      schema: {
        summary: 'Change a receiving account, or disable it',
        tags,
        params: numericIdParamsSchema,
        body: receivingAccountBodySchema,
        response,
      },
    },
    async (request) => accounts.update(staffActor(request), request.params.id, request.body),
  );
};

import {
  adminGatewayListSchema,
  adminGatewaySchema,
  gatewayBodySchema,
  gatewayParamsSchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { createGatewaysAdminService } from './gateways-admin-service.ts';

const tags = ['admin: gateways'];

/** Payment method switches. */
export const gatewaysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = createGatewaysAdminService(app.db, app.paymentMethodsService);

  app.get(
    '/gateways',
    {
      schema: {
        summary: 'Payment methods and whether each is offered',
        tags,
        response: { 200: adminGatewayListSchema },
      },
    },
    async () => gateways.list(),
  );

  app.put(
    '/gateways/:name',
    {
      schema: {
        summary: 'Offer a payment method at checkout, or stop offering it',
        tags,
        params: gatewayParamsSchema,
        body: gatewayBodySchema,
        response: { 200: adminGatewaySchema },
      },
    },
    async (request) =>
      gateways.setEnabled(staffActor(request), request.params.name, request.body.enabled),
  );
};

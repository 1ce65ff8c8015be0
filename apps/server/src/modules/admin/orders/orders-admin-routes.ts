import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { createProofStore } from '../../transfers/proof-store.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { staffActor } from '../admin-guard.ts';
import { createOrdersAdminService } from './orders-admin-service.ts';

/** The orders queue: filters, one order's detail, and the operator's status actions. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersAdminService({
    db: app.db,
    changeStatus: app.orders.changeStatus,
    proofs: createProofStore(app.db),
  });

  route(app, 'GET /api/admin/orders', { handler: async (request) => orders.list(request.query) });

  route(app, 'GET /api/admin/orders/:reference', {
    handler: async (request) => orders.detail(request.params.reference),
  });

  route(app, 'GET /api/admin/orders/:reference/proof', {
    handler: async (request, reply) => {
      const { reference } = request.params;
      return sendStoredFile(reply, await orders.proof(reference), `proof-${reference}`);
    },
  });

  route(app, 'POST /api/admin/orders/:reference/actions', {
    handler: async (request) =>
      orders.act(staffActor(request), request.params.reference, request.body),
  });

  route(app, 'POST /api/admin/orders/:reference/attention/resolve', {
    handler: async (request) =>
      orders.resolveAttention(staffActor(request), request.params.reference),
  });
};

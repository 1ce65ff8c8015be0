import {
  adminOrderDetailSchema,
  adminOrderSummaryListSchema,
  adminOrdersQuerySchema,
  orderActionBodySchema,
  orderReferenceParamsSchema,
} from '@giro/shared/admin/order-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProofStore } from '../../transfers/proof-store.ts';
import { paymentProofAnswer } from '../../transfers/proof-upload.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { staffActor } from '../admin-guard.ts';
import { createOrdersAdminService } from './orders-admin-service.ts';

const tags = ['admin: orders'];

/** The orders queue: filters, one order's detail, and the operator's status actions. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersAdminService({
    db: app.db,
    changeStatus: app.orders.changeStatus,
    proofs: createProofStore(app.db),
  });

  app.get(
    '/orders',
    {
      schema: {
        summary: 'Orders, newest first, by status, method, date range, agent and search',
        tags,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderSummaryListSchema },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/orders/:reference',
    {
      schema: {
        summary: 'An order: snapshots, amounts, payment and status history',
        tags,
        params: orderReferenceParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => orders.detail(request.params.reference),
  );

  app.get(
    '/orders/:reference/proof',
    {
      config: paymentProofAnswer,
      schema: {
        summary: "The sender's payment proof (an image or PDF)",
        tags,
        params: orderReferenceParamsSchema,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      return sendStoredFile(reply, await orders.proof(reference), `proof-${reference}`);
    },
  );

  app.post(
    '/orders/:reference/actions',
    {
      schema: {
        summary: 'Move an order along a legal transition, with a note (mails the sender)',
        tags,
        params: orderReferenceParamsSchema,
        body: orderActionBodySchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => orders.act(staffActor(request), request.params.reference, request.body),
  );

  app.post(
    '/orders/:reference/attention/resolve',
    {
      schema: {
        summary: 'Clear the attention flag once the unexpected money is dealt with (audited)',
        tags,
        params: orderReferenceParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => orders.resolveAttention(staffActor(request), request.params.reference),
  );
};

import {
  adminHoldQuerySchema,
  adminHoldQueueItemSchema,
  adminHoldQueueSchema,
  holdDecisionBodySchema,
  holdIdParamsSchema,
} from '@giro/shared/compliance/hold-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createHoldsAdminService } from './holds-admin-service.ts';

const tags = ['admin: compliance'];

/** The review queue of orders held by screening, and the operator's clear or block. */
export const holdsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const holds = createHoldsAdminService(app);

  app.get(
    '/compliance/holds',
    {
      schema: {
        summary: 'Open compliance holds with their orders, oldest first',
        tags,
        querystring: adminHoldQuerySchema,
        response: { 200: adminHoldQueueSchema },
      },
    },
    async (request) => holds.queue(request.query.reason),
  );

  app.post(
    '/compliance/holds/:id/decision',
    {
      schema: {
        summary: 'Clear a possible sanctions match (false positive) or block the order (audited)',
        tags,
        params: holdIdParamsSchema,
        body: holdDecisionBodySchema,
        response: { 200: adminHoldQueueItemSchema },
      },
    },
    async (request) =>
      holds.decide(
        staffActor(request),
        request.params.id,
        request.body,
        await mailLinkOrigin(app, request),
      ),
  );
};

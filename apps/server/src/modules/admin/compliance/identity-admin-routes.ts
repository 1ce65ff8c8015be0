import {
  adminIdentityListSchema,
  adminIdentityQuerySchema,
  adminIdentitySchema,
  identityDecisionBodySchema,
  identityIdParamsSchema,
} from '@giro/shared/compliance/identity-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createIdentityAdminService } from './identity-admin-service.ts';

const tags = ['admin: compliance'];

/** Identity verifications: the queue, and the operator's approval or rejection. */
export const identityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const identity = createIdentityAdminService(app);

  app.get(
    '/compliance/identity',
    {
      schema: {
        summary: 'Identity submissions of one status (pending first in line), newest first',
        tags,
        querystring: adminIdentityQuerySchema,
        response: { 200: adminIdentityListSchema },
      },
    },
    async (request) => identity.list(request.query.status),
  );

  app.post(
    '/compliance/identity/:id/decision',
    {
      schema: {
        summary: 'Approve or reject (with a reason) a submission; the sender is mailed (audited)',
        tags,
        params: identityIdParamsSchema,
        body: identityDecisionBodySchema,
        response: { 200: adminIdentitySchema },
      },
    },
    async (request) =>
      identity.decide(
        staffActor(request),
        request.params.id,
        request.body,
        await mailLinkOrigin(app, request),
      ),
  );
};

import {
  adminAgentListSchema,
  adminAgentSchema,
  agentInvitationBodySchema,
  agentParamsSchema,
  agentSettlementBodySchema,
  agentSettlementResponseSchema,
  agentTermsSchema,
  createAgentBodySchema,
} from '@giro/shared/admin/agent-admin-contracts';
import { agentCommissionsResponseSchema } from '@giro/shared/agents/agent-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createAgentInvitationAdminService } from './agent-invitation-admin-service.ts';
import { createAgentSettlementService } from './agent-settlement-service.ts';
import { createAgentsAdminService } from './agents-admin-service.ts';

const tags = ['admin: agents'];

/** Agents: their storefront link is `/?hash=<hash>`. */
export const agentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = createAgentsAdminService(app.db, app.pricingService);
  const deps = { db: app.db, mail: app.mail, now: app.now };
  const invitations = createAgentInvitationAdminService(deps);
  const settlements = createAgentSettlementService(deps);

  app.get(
    '/agents',
    { schema: { summary: 'Agents', tags, response: { 200: adminAgentListSchema } } },
    async () => agents.list(),
  );

  app.post(
    '/agents',
    {
      schema: {
        summary: 'Create an agent (a random hash when none is given)',
        tags,
        body: createAgentBodySchema,
        response: { 200: adminAgentSchema },
      },
    },
    async (request) => agents.create(staffActor(request), request.body),
  );

  app.put(
    '/agents/:hash',
    {
      schema: {
        summary: "Change an agent's terms, or disable it",
        tags,
        params: agentParamsSchema,
        body: agentTermsSchema,
        response: { 200: adminAgentSchema },
      },
    },
    async (request) => agents.update(staffActor(request), request.params.hash, request.body),
  );

  app.post(
    '/agents/:hash/invitation',
    {
      schema: {
        summary: 'Give the agent an account: invite a new address or make a sender the agent',
        tags,
        params: agentParamsSchema,
        body: agentInvitationBodySchema,
        response: { 200: adminAgentSchema },
      },
    },
    async (request) =>
      invitations.invite(
        staffActor(request),
        request.params.hash,
        request.body,
        await mailLinkOrigin(app),
      ),
  );

  app.get(
    '/agents/:hash/commissions',
    {
      schema: {
        summary: "The agent's commission per month and currency, as the agent sees it",
        tags,
        params: agentParamsSchema,
        response: { 200: agentCommissionsResponseSchema },
      },
    },
    async (request) => agents.commissions(request.params.hash),
  );

  app.post(
    '/agents/:hash/settlements',
    {
      schema: {
        summary: "Settle what is pending of the agent's commission for a month (mailed)",
        tags,
        params: agentParamsSchema,
        body: agentSettlementBodySchema,
        response: { 200: agentSettlementResponseSchema },
      },
    },
    async (request) =>
      settlements.settle(
        staffActor(request),
        request.params.hash,
        request.body.month,
        await mailLinkOrigin(app),
      ),
  );
};

import {
  adminAgentSchema,
  agentParamsSchema,
  agentTermsSchema,
  createAgentBodySchema,
} from '@giro/shared/admin/agent-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActor } from '../admin-guard.ts';
import { createAgentsAdminService } from './agents-admin-service.ts';

const tags = ['admin: agents'];

/** Agents: their storefront link is `/?hash=<hash>`. */
export const agentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = createAgentsAdminService(app.db, app.pricingService);

  app.get(
    '/agents',
    { schema: { summary: 'Agents', tags, response: { 200: z.array(adminAgentSchema) } } },
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
};

import { Readable } from 'node:stream';
import {
  agentCommissionsResponseSchema,
  agentProfileSchema,
  agentTransferParamsSchema,
  agentTransferSchema,
  agentTransfersQuerySchema,
  agentTransfersResponseSchema,
} from '@giro/shared/agents/agent-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { agentRoutes, signedInAgent } from './agent-guard.ts';
import { agentPageText } from './agent-page-messages.ts';
import type { AgentPageService } from './agent-page-service.ts';
import { agentTransfersCsv } from './agent-transfers-csv.ts';

/** Each export reads every transfer of the agent: a few a minute is plenty. */
export const csvExportLimit = 10;

/** `/api/agent/*`: the signed-in agent's own link, transfers and commission. */
export const agentPageRoutes: FastifyPluginAsyncZod<{ agentPage: AgentPageService }> = async (
  app,
  { agentPage },
) => {
  agentRoutes(app);

  app.get(
    '/api/agent/me',
    {
      schema: {
        summary: "The agent's terms and the storefront link they share",
        response: { 200: agentProfileSchema },
      },
    },
    // The link goes into messages the agent sends: the origin mails use, never a forged Host.
    async (request) => agentPage.profile(signedInAgent(request), await mailLinkOrigin(app)),
  );

  app.get(
    '/api/agent/transfers',
    {
      schema: {
        summary: "The agent's referred transfers, newest first (up to 500)",
        querystring: agentTransfersQuerySchema,
        response: { 200: agentTransfersResponseSchema },
      },
    },
    async (request) => agentPage.transfers(signedInAgent(request), request.query),
  );

  app.get(
    '/api/agent/transfers.csv',
    {
      schema: {
        summary:
          "Every referred transfer as CSV (the list's filters; headers in the request's language)",
        querystring: agentTransfersQuerySchema,
      },
      config: { ...perUserRateLimit(csvExportLimit), fileAnswer: ['text/csv'] },
    },
    async (request, reply) => {
      const agent = signedInAgent(request);
      const { language } = request;
      const csv = agentTransfersCsv(
        agentPage.transfersRepository,
        agent.hash,
        request.query,
        language,
      );
      const name = agentPageText(language, 'file_name');
      return sendAttachment(reply, {
        type: 'text/csv; charset=utf-8',
        name: `${name}.csv`,
        body: Readable.from(csv),
      });
    },
  );

  app.get(
    '/api/agent/transfers/:reference',
    {
      schema: {
        summary: 'One referred transfer (another agent’s answers 404)',
        params: agentTransferParamsSchema,
        response: { 200: agentTransferSchema },
      },
    },
    async (request) => agentPage.transfer(signedInAgent(request), request.params.reference),
  );

  app.get(
    '/api/agent/commissions',
    {
      schema: {
        summary: 'Commission earned per month and currency: settled and pending',
        response: { 200: agentCommissionsResponseSchema },
      },
    },
    async (request) => agentPage.commissions(signedInAgent(request).hash),
  );
};

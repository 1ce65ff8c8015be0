import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { route } from '../../plugins/call-route.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { agentRoutes, signedInAgent } from './agent-guard.ts';
import { agentPageText } from './agent-page-messages.ts';
import type { AgentPageService } from './agent-page-service.ts';
import { agentTransfersCsv } from './agent-transfers-csv.ts';

/** Each export reads every transfer of the agent: a few a minute is plenty. */
const csvExportLimit = 10;

/** `/api/agent/*`: the signed-in agent's own link, transfers and commission. */
export const agentPageRoutes: FastifyPluginAsyncZod<{ agentPage: AgentPageService }> = async (
  app,
  { agentPage },
) => {
  agentRoutes(app);

  route(app, 'GET /api/agent/me', {
    // The link goes into messages the agent sends: the origin mails use, never a forged Host.
    handler: async (request) =>
      agentPage.profile(signedInAgent(request), await mailLinkOrigin(app)),
  });

  route(app, 'GET /api/agent/transfers', {
    handler: async (request) => agentPage.transfers(signedInAgent(request), request.query),
  });

  route(app, 'GET /api/agent/transfers.csv', {
    config: perUserRateLimit(csvExportLimit),
    handler: async (request, reply) => {
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
  });

  route(app, 'GET /api/agent/transfers/:reference', {
    handler: async (request) =>
      agentPage.transfer(signedInAgent(request), request.params.reference),
  });

  route(app, 'GET /api/agent/commissions', {
    handler: async (request) => agentPage.commissions(signedInAgent(request).hash),
  });
};

import { agentCommissionsResponseSchema } from '../agents/agent-contracts.ts';
import { defineCalls } from '../api-call.ts';
import {
  adminAgentListSchema,
  adminAgentSchema,
  agentInvitationBodySchema,
  agentParamsSchema,
  agentSettlementBodySchema,
  agentSettlementResponseSchema,
  agentTermsSchema,
  createAgentBodySchema,
} from './agent-admin-contracts.ts';

const params = agentParamsSchema;

/** Agents: their storefront link is `/?hash=<hash>`. */
export const agentAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: agents'] },
  {
    'GET /api/admin/agents': { summary: 'Agents', response: adminAgentListSchema },
    'POST /api/admin/agents': {
      summary: 'Create an agent (a random hash when none is given)',
      body: createAgentBodySchema,
      response: adminAgentSchema,
    },
    'PUT /api/admin/agents/:hash': {
      summary: "Change an agent's terms, or disable it",
      params,
      body: agentTermsSchema,
      response: adminAgentSchema,
    },
    'POST /api/admin/agents/:hash/invitation': {
      summary: 'Give the agent an account: invite a new address or make a sender the agent',
      params,
      body: agentInvitationBodySchema,
      response: adminAgentSchema,
    },
    'GET /api/admin/agents/:hash/commissions': {
      summary: "The agent's commission per month and currency, as the agent sees it",
      params,
      response: agentCommissionsResponseSchema,
    },
    'POST /api/admin/agents/:hash/settlements': {
      summary: "Settle what is pending of the agent's commission for a month (mailed)",
      params,
      body: agentSettlementBodySchema,
      response: agentSettlementResponseSchema,
    },
  },
);

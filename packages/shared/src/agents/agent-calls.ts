import { defineCalls } from '../api-call.ts';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  agentCommissionsResponseSchema,
  agentProfileSchema,
  agentTransferParamsSchema,
  agentTransferSchema,
  agentTransfersQuerySchema,
  agentTransfersResponseSchema,
  checkInvitationBodySchema,
  checkInvitationResponseSchema,
} from './agent-contracts.ts';

/** The /agent-invitation page's calls: check the mailed link, then set the password with it. */
export const agentInvitationCalls = defineCalls(
  { tags: ['accounts'], errors: [429] },
  {
    'POST /api/auth/agent-invitation/check': {
      summary: "Whether an agent's invitation link is valid, and for whom",
      body: checkInvitationBodySchema,
      response: checkInvitationResponseSchema,
    },
    'POST /api/auth/agent-invitation': {
      summary: "Set the invited agent's password; answers a new session (400 token_invalid)",
      body: acceptInvitationBodySchema,
      response: acceptInvitationResponseSchema,
    },
  },
);

/** `/api/agent/*`: the signed-in agent's own link, transfers and commission. */
export const agentPageCalls = defineCalls(
  { tags: ['agent'], access: 'agent' },
  {
    'GET /api/agent/me': {
      summary: "The agent's terms and the storefront link they share",
      response: agentProfileSchema,
    },
    'GET /api/agent/transfers': {
      summary: "The agent's referred transfers, newest first (up to 500)",
      query: agentTransfersQuerySchema,
      response: agentTransfersResponseSchema,
    },
    'GET /api/agent/transfers.csv': {
      summary:
        "Every referred transfer as CSV (the list's filters; headers in the request's language)",
      query: agentTransfersQuerySchema,
      file: ['text/csv'],
      errors: [429],
    },
    'GET /api/agent/transfers/:reference': {
      summary: 'One referred transfer (another agent’s answers 404)',
      params: agentTransferParamsSchema,
      response: agentTransferSchema,
    },
    'GET /api/agent/commissions': {
      summary: 'Commission earned per month and currency: settled and pending',
      response: agentCommissionsResponseSchema,
    },
  },
);

import type {
  AgentCommissionsResponse,
  AgentProfile,
  AgentTransfer,
  AgentTransfersQuery,
  AgentTransfersResponse,
} from '@giro/shared/agents/agent-contracts';
import Big from 'big.js';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { knownDestinationCodes } from '../../lib/destination-codes.ts';
import { createAgentCommissionsRepository } from './agent-commissions-repository.ts';
import type { AgentRow } from './agent-of-user.ts';
import { toAgentTransfer } from './agent-transfer-view.ts';
import { createAgentTransfersRepository } from './agent-transfers-repository.ts';

/** The page lists this many; the CSV export has them all. */
const transfersListLimit = 500;

/** What the agent's page reads: always the signed-in agent's own records. */
export function createAgentPageService(db: Database) {
  const transfers = createAgentTransfersRepository(db);
  const commissions = createAgentCommissionsRepository(db);

  return {
    transfersRepository: transfers,

    profile(agent: AgentRow, origin: string): AgentProfile {
      return {
        hash: agent.hash,
        name: agent.name,
        active: agent.active,
        link: `${origin}/?hash=${encodeURIComponent(agent.hash)}`,
        destinations: knownDestinationCodes(agent.destinations),
        commission_share_percent: new Big(agent.commissionSharePercent).toFixed(),
      };
    },

    async transfers(agent: AgentRow, query: AgentTransfersQuery): Promise<AgentTransfersResponse> {
      const rows = await transfers.batch(agent.hash, query, transfersListLimit + 1);
      return {
        transfers: rows.slice(0, transfersListLimit).map(toAgentTransfer),
        truncated: rows.length > transfersListLimit,
      };
    },

    /** Another agent's transfer, or none, answers 404 alike. */
    async transfer(agent: AgentRow, reference: string): Promise<AgentTransfer> {
      const row = await transfers.find(agent.hash, reference);
      if (row === undefined) throw new AppError(404, 'not_found');
      return toAgentTransfer(row);
    },

    async commissions(agentHash: string): Promise<AgentCommissionsResponse> {
      return { months: await commissions.months(agentHash) };
    },
  };
}

export type AgentPageService = ReturnType<typeof createAgentPageService>;

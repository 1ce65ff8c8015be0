import { randomBytes } from 'node:crypto';
import type {
  AdminAgent,
  AgentTerms,
  CreateAgentBody,
} from '@giro/shared/admin/agent-admin-contracts';
import type { AgentCommissionsResponse } from '@giro/shared/agents/agent-contracts';
import type { Database } from '../../../db/database.ts';
import { knownDestinationCodes } from '../../../lib/destination-codes.ts';
import { createAgentCommissionsRepository } from '../../agent-page/agent-commissions-repository.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { PricingService } from '../../pricing/pricing-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { invalidating } from '../invalidating.ts';
import { plainDecimal } from '../plain-decimal.ts';
import {
  type AgentAccount,
  type AgentRow,
  createAgentsAdminRepository,
} from './agents-admin-repository.ts';

function agentSnapshot(row: AgentRow) {
  return {
    hash: row.hash,
    name: row.name,
    active: row.active,
    destinations: knownDestinationCodes(row.destinations),
    markup_percent: plainDecimal(row.markupPercent),
    commission_share_percent: plainDecimal(row.commissionSharePercent),
  };
}

export function toAdminAgent(row: AgentRow, account: AgentAccount): AdminAgent {
  return { ...agentSnapshot(row), account, created_at: row.createdAt.toISOString() };
}

/** 12 URL-safe characters: unguessable, and short enough to share in a link. */
const randomHash = () => randomBytes(9).toString('base64url');

/** Agents (freelancers) and their terms; the calculator sees a change at its next quote. */
export function createAgentsAdminService(
  db: Database,
  pricing: Pick<PricingService, 'invalidate'>,
) {
  return {
    /** The agent's commission per month, as its own page shows it; 404 for no such agent. */
    async commissions(hash: string): Promise<AgentCommissionsResponse> {
      if ((await createAgentsAdminRepository(db).find(hash)) === undefined) throw notFound();
      return { months: await createAgentCommissionsRepository(db).months(hash) };
    },

    async list() {
      const rows = await createAgentsAdminRepository(db).list();
      return rows.map((row) => toAdminAgent(row, row.account));
    },

    create(actor: Actor, { hash, ...terms }: CreateAgentBody) {
      const change = auditedChange(db, { actor, entity: 'agent' }, async (tx) => {
        const row = await createAgentsAdminRepository(tx).insert(hash || randomHash(), terms);
        if (row === undefined) throw adminConflict('agent_hash_taken');
        return {
          entityId: row.hash,
          before: null,
          after: agentSnapshot(row),
          result: toAdminAgent(row, null),
        };
      });
      return invalidating(pricing, change);
    },

    update(actor: Actor, hash: string, terms: AgentTerms) {
      const change = auditedChange(db, { actor, entity: 'agent' }, async (tx) => {
        const agents = createAgentsAdminRepository(tx);
        const before = await agents.find(hash);
        const row = before && (await agents.update(hash, terms));
        const account = row && (await agents.findWithAccount(hash))?.account;
        if (before === undefined || row === undefined) throw notFound();
        return {
          entityId: hash,
          before: agentSnapshot(before),
          after: agentSnapshot(row),
          result: toAdminAgent(row, account ?? null),
        };
      });
      return invalidating(pricing, change);
    },
  };
}

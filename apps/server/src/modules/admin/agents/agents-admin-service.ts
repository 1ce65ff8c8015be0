import { randomBytes } from 'node:crypto';
import type { AgentTerms, CreateAgentBody } from '@giro/shared/admin/agent-admin-contracts';
import type { Database } from '../../../db/database.ts';
import { knownDestinationCodes } from '../../../lib/destination-codes.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { PricingService } from '../../pricing/pricing-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { invalidating } from '../invalidating.ts';
import { plainDecimal } from '../plain-decimal.ts';
import { type AgentRow, createAgentsAdminRepository } from './agents-admin-repository.ts';

function agentSnapshot(row: AgentRow) {
  return {
    hash: row.hash,
    name: row.name,
    active: row.active,
    destinations: knownDestinationCodes(row.destinations),
    markup_percent: plainDecimal(row.markupPercent),
  };
}

function toAdminAgent(row: AgentRow) {
  return { ...agentSnapshot(row), created_at: row.createdAt.toISOString() };
}

/** 12 URL-safe characters: unguessable, and short enough to share in a link. */
const randomHash = () => randomBytes(9).toString('base64url');

/** Agents (freelancers) and their terms; the calculator sees a change at its next quote. */
export function createAgentsAdminService(
  db: Database,
  pricing: Pick<PricingService, 'invalidate'>,
) {
  return {
    async list() {
      return (await createAgentsAdminRepository(db).list()).map(toAdminAgent);
    },

    create(actor: Actor, { hash, ...terms }: CreateAgentBody) {
      const change = auditedChange(db, { actor, entity: 'agent' }, async (tx) => {
        const row = await createAgentsAdminRepository(tx).insert(hash || randomHash(), terms);
        if (row === undefined) throw adminConflict('agent_hash_taken');
        return {
          entityId: row.hash,
          before: null,
          after: agentSnapshot(row),
          result: toAdminAgent(row),
        };
      });
      return invalidating(pricing, change);
    },

    update(actor: Actor, hash: string, terms: AgentTerms) {
      const change = auditedChange(db, { actor, entity: 'agent' }, async (tx) => {
        const agents = createAgentsAdminRepository(tx);
        const before = await agents.find(hash);
        const row = before && (await agents.update(hash, terms));
        if (before === undefined || row === undefined) throw notFound();
        return {
          entityId: hash,
          before: agentSnapshot(before),
          after: agentSnapshot(row),
          result: toAdminAgent(row),
        };
      });
      return invalidating(pricing, change);
    },
  };
}

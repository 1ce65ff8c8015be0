import type { Database } from '../../db/database.ts';
import { createAgentsRepository } from './agents-repository.ts';

/**
 * One agent to try the `/?hash=demo-agent` link (30 % of the commission is theirs, so its page
 * shows earnings), and a paused one to see the refusal.
 */
export async function seedAgents(db: Database): Promise<void> {
  const repository = createAgentsRepository(db);
  await repository.save({
    hash: 'demo-agent',
    name: 'Agente de demostración',
    active: true,
    destinations: ['USD CASH', 'CUP', 'MLC', 'AIS'],
    markupPercent: '1.5',
    commissionSharePercent: '30',
  });
  await repository.save({
    hash: 'demo-agent-paused',
    name: 'Agente en pausa',
    active: false,
    destinations: ['CUP'],
    markupPercent: '0',
  });
}

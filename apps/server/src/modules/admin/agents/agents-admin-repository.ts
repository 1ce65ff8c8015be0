import type { AgentTerms } from '@giro/shared/admin/agent-admin-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { agents } from '../../agents/agents-tables.ts';

export type AgentRow = typeof agents.$inferSelect;

function toValues(terms: AgentTerms) {
  return {
    name: terms.name,
    active: terms.active,
    destinations: terms.destinations,
    markupPercent: terms.markup_percent,
  };
}

/** Agents as the console manages them; the hash is fixed once the link is shared. */
export function createAgentsAdminRepository(db: Database) {
  return {
    list(): Promise<AgentRow[]> {
      return db.select().from(agents).orderBy(asc(agents.createdAt), asc(agents.hash));
    },

    async find(hash: string): Promise<AgentRow | undefined> {
      const [row] = await db.select().from(agents).where(eq(agents.hash, hash));
      return row;
    },

    /** The new agent, or undefined when the hash is taken. */
    async insert(hash: string, terms: AgentTerms): Promise<AgentRow | undefined> {
      const [row] = await db
        .insert(agents)
        .values({ hash, ...toValues(terms) })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(hash: string, terms: AgentTerms): Promise<AgentRow | undefined> {
      const [row] = await db
        .update(agents)
        .set(toValues(terms))
        .where(eq(agents.hash, hash))
        .returning();
      return row;
    },
  };
}

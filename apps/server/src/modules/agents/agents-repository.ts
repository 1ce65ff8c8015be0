import type { DestinationCode } from '@giro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { knownDestinationCodes } from '../../lib/destination-codes.ts';
import { agents } from './agents-tables.ts';

export interface Agent {
  hash: string;
  name: string;
  active: boolean;
  destinations: DestinationCode[];
  /** Decimal string, e.g. "1.5000". */
  markupPercent: string;
}

export function createAgentsRepository(db: Database) {
  return {
    async listAll(): Promise<Agent[]> {
      const rows = await db
        .select({
          hash: agents.hash,
          name: agents.name,
          active: agents.active,
          destinations: agents.destinations,
          markupPercent: agents.markupPercent,
        })
        .from(agents);
      return rows.map((row) => ({ ...row, destinations: knownDestinationCodes(row.destinations) }));
    },

    /** Creates the agent or replaces its terms; the hash never changes. */
    async save(agent: Agent & { commissionSharePercent?: string }): Promise<void> {
      await db
        .insert(agents)
        .values(agent)
        .onConflictDoUpdate({
          target: agents.hash,
          set: {
            name: sql`excluded.name`,
            active: sql`excluded.active`,
            destinations: sql`excluded.destinations`,
            markupPercent: sql`excluded.markup_percent`,
            commissionSharePercent: sql`excluded.commission_share_percent`,
          },
        });
    },

    /** The agent's commission share now ("30.0000"), which a new order keeps as its own. */
    async commissionShare(hash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ share: agents.commissionSharePercent })
        .from(agents)
        .where(eq(agents.hash, hash));
      return row?.share;
    },
  };
}

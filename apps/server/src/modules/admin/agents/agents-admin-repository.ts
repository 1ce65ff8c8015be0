import type { AgentTerms } from '@giro/shared/admin/agent-admin-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { agents } from '../../agents/agents-tables.ts';

export type AgentRow = typeof agents.$inferSelect;

/** The agent's account as the console shows it: null until invited. */
export type AgentAccount = { email: string; active: boolean } | null;
export type AgentWithAccount = AgentRow & { account: AgentAccount };

function toValues(terms: AgentTerms) {
  return {
    name: terms.name,
    active: terms.active,
    destinations: terms.destinations,
    markupPercent: terms.markup_percent,
    // Left out: the share stays as it is (a new agent's column default is 0).
    ...(terms.commission_share_percent !== undefined && {
      commissionSharePercent: terms.commission_share_percent,
    }),
  };
}

const withAccount = {
  agent: agents,
  email: users.email,
  // Signed in at least once with the invitation's password, and not deactivated since.
  accountActive: sql<boolean>`(${users.active} and ${users.deactivatedAt} is null)`,
};

function toAgentWithAccount(row: {
  agent: AgentRow;
  email: string | null;
  accountActive: boolean | null;
}): AgentWithAccount {
  const account =
    row.email === null ? null : { email: row.email, active: row.accountActive === true };
  return { ...row.agent, account };
}

/** Agents as the console manages them; the hash is fixed once the link is shared. */
export function createAgentsAdminRepository(db: Database) {
  return {
    async list(): Promise<AgentWithAccount[]> {
      const rows = await db
        .select(withAccount)
        .from(agents)
        .leftJoin(users, eq(users.id, agents.userId))
        .orderBy(asc(agents.createdAt), asc(agents.hash));
      return rows.map(toAgentWithAccount);
    },

    async find(hash: string): Promise<AgentRow | undefined> {
      const [row] = await db.select().from(agents).where(eq(agents.hash, hash));
      return row;
    },

    /** The agent with its account, locked until the transaction ends (invitations, settlements). */
    async lock(hash: string): Promise<AgentRow | undefined> {
      const [row] = await db.select().from(agents).where(eq(agents.hash, hash)).for('update');
      return row;
    },

    async findWithAccount(hash: string): Promise<AgentWithAccount | undefined> {
      const [row] = await db
        .select(withAccount)
        .from(agents)
        .leftJoin(users, eq(users.id, agents.userId))
        .where(eq(agents.hash, hash));
      return row && toAgentWithAccount(row);
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

    async linkAccount(hash: string, userId: string): Promise<void> {
      await db.update(agents).set({ userId }).where(eq(agents.hash, hash));
    },
  };
}

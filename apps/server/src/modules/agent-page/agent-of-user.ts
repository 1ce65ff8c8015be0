import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { agents } from '../agents/agents-tables.ts';

export type AgentRow = typeof agents.$inferSelect;

/** The agent record an account is linked to (one at most: `agents.user_id` is unique). */
export async function agentOfUser(db: Database, userId: string): Promise<AgentRow | undefined> {
  const [row] = await db.select().from(agents).where(eq(agents.userId, userId));
  return row;
}

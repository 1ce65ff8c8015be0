import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { totpFactors } from '../second-factor-tables.ts';

export type TotpRow = typeof totpFactors.$inferSelect;

/** An account's authenticator app: one secret per account, on once a first code confirmed it. */
export function createTotpRepository(db: Database) {
  return {
    async find(userId: string): Promise<TotpRow | undefined> {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      return row;
    },

    /** A new secret to confirm, replacing one never confirmed; false when the app is already on. */
    async start(userId: string, secret: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(totpFactors)
        .values({ userId, secret, createdAt: at })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret, createdAt: at, lastUsedStep: null },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },

    /**
     * Accepts the code of `step` once: true when no code of this step or a later one was used
     * before. One statement, so two requests racing with the same code cannot both pass.
     * `confirming` turns the app on with its first code; otherwise it must already be on.
     */
    async acceptStep(userId: string, step: number, at: Date, confirming = false): Promise<boolean> {
      const rows = await db
        .update(totpFactors)
        .set({ lastUsedStep: step, ...(confirming && { confirmedAt: at }) })
        .where(
          and(
            eq(totpFactors.userId, userId),
            confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
            or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },

    /** True when there was an app (on or being set up) to remove. */
    async remove(userId: string): Promise<boolean> {
      const rows = await db
        .delete(totpFactors)
        .where(eq(totpFactors.userId, userId))
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },
  };
}

import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { recoveryCodes } from '../second-factor-tables.ts';

/** An account's one-time recovery codes, by their SHA-256. */
export function createRecoveryCodeRepository(db: Database) {
  return {
    /** The account's codes become exactly these (the old ones, used or not, stop working). */
    async replace(userId: string, codeHashes: readonly string[], at: Date): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },

    /**
     * Marks the code used: answers when it was made, only the first time and only for the
     * account's own code (else undefined).
     */
    async consume(userId: string, codeHash: string, at: Date): Promise<Date | undefined> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ createdAt: recoveryCodes.createdAt });
      return rows[0]?.createdAt;
    },

    async countLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    async removeAllOf(userId: string): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
}

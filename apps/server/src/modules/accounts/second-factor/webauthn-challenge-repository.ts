import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { type WebauthnPurpose, webauthnChallenges } from '../second-factor-tables.ts';

/** A challenge is good for one answer within a few minutes (a browser's prompt included). */
const lifetimeMs = 5 * 60_000;

/** Challenges of WebAuthn ceremonies, shared by every instance. */
export function createWebauthnChallengeRepository(db: Database, now: () => Date) {
  return {
    async issue(challenge: string, purpose: WebauthnPurpose, userId: string | null) {
      const expiresAt = new Date(now().getTime() + lifetimeMs);
      await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt });
    },

    /**
     * Deletes the challenge and says whether it was issued for this purpose and account and is
     * still good: a challenge answers one ceremony, whatever that answer turns out to be.
     */
    async consume(challenge: string, purpose: WebauthnPurpose, userId: string | null) {
      const rows = await db
        .delete(webauthnChallenges)
        .where(eq(webauthnChallenges.challenge, challenge))
        .returning();
      const [row] = rows;
      return (
        row !== undefined &&
        row.purpose === purpose &&
        row.userId === userId &&
        row.expiresAt.getTime() > now().getTime()
      );
    },

    /** Forgets challenges nobody answered (a schedule). */
    async sweep(): Promise<void> {
      await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now()));
    },
  };
}

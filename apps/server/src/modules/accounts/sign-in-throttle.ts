import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInCounters } from './accounts-tables.ts';
import { type Limit, tooManyAttempts } from './attempt-limits.ts';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Counter keys: browsers the account does not trust share one per address (known or not). */
export const signInKeys = {
  untrusted: (email: string) => hashKey(`untrusted:${email.toLowerCase()}`),
  device: (userId: string, nonce: string) => hashKey(`device:${userId}:${nonce}`),
  /** Second-factor codes typed to confirm a sensitive change, per session. */
  stepUp: (sessionId: string) => hashKey(`step-up:${sessionId}`),
  /** Current passwords typed to change the password, per account. */
  currentPassword: (userId: string) => hashKey(`current-password:${userId}`),
};

/**
 * Failed sign-ins in fixed windows, in the database so every instance counts together. An
 * attempt is counted before the password is checked and forgiven when it was right, so
 * concurrent guesses cannot slip past the limit between check and count.
 */
export function createSignInThrottle(db: Database, now: () => Date) {
  return {
    /** Counts an attempt of `key`; 429 rate_limited when its window already holds `max`. */
    async attempt(key: string, { max, timeWindow }: Limit): Promise<void> {
      const at = now();
      const windowEnd = new Date(at.getTime() + timeWindow);
      const expired = sql`${signInCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
      const [counter] = await db
        .insert(signInCounters)
        .values({ key, failures: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: signInCounters.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInCounters.failures} + 1 end`,
            windowEndsAt: sql`case when ${expired} then ${windowEnd.toISOString()}::timestamptz else ${signInCounters.windowEndsAt} end`,
          },
        })
        .returning();
      if (counter === undefined || counter.failures <= max) return;
      const seconds = Math.max(
        1,
        Math.ceil((counter.windowEndsAt.getTime() - at.getTime()) / 1000),
      );
      throw tooManyAttempts(seconds);
    },

    /** The attempt of `key` had the right password: it is no failure. */
    async forgive(key: string): Promise<void> {
      await db
        .update(signInCounters)
        .set({ failures: sql`greatest(${signInCounters.failures} - 1, 0)` })
        .where(eq(signInCounters.key, key));
    },

    /** Forgets windows that have ended (a schedule); their counts no longer matter. */
    async sweep(): Promise<void> {
      await db.delete(signInCounters).where(lte(signInCounters.windowEndsAt, now()));
    },
  };
}

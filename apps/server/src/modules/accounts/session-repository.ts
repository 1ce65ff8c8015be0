import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { sessions, users } from './accounts-tables.ts';

export interface LiveSession {
  user: SessionUser;
  lastUsedAt: Date;
}

export function createSessionRepository(db: Database) {
  return {
    async insert(session: { userId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      const { now, ...values } = session;
      await db.insert(sessions).values({ ...values, createdAt: now, lastUsedAt: now });
    },

    /** One query on the unique token hash: a live session of an active account. */
    async findLive(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastUsedAt: sessions.lastUsedAt,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          language: users.language,
          createdAt: users.createdAt,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(users.active, true),
            isNull(users.deactivatedAt),
          ),
        )
        .limit(1);
      if (row === undefined) return undefined;
      const { lastUsedAt, ...user } = row;
      return { user, lastUsedAt };
    },

    async touch(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of a user, except `keepSessionId` when given. */
    async revokeAllOf(userId: string, now: Date, keepSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        );
    },
  };
}

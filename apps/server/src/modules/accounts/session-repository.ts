import { and, desc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { sessions, users } from './accounts-tables.ts';
import { staffSessionAlive } from './staff-session-policy.ts';

export interface LiveSession {
  user: SessionUser;
  lastUsedAt: Date;
  ip: string | null;
}

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  userId: string;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string;
  awaitingSecondFactor?: boolean;
  secondFactorAt?: Date | null;
  secondFactorEnrolledAt?: Date | null;
}

/** Not revoked, not expired, of an active account, and within the staff limits. */
function live(now: Date): SQL | undefined {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    eq(users.active, true),
    isNull(users.deactivatedAt),
    staffSessionAlive(now),
  );
}

export function createSessionRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<void> {
      const { now, ...values } = session;
      await db.insert(sessions).values({ ...values, createdAt: now, lastUsedAt: now });
    },

    /** One query on the unique token hash: a live session of an active account. */
    async findLive(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastUsedAt: sessions.lastUsedAt,
          ip: sessions.ip,
          signedInAt: sessions.createdAt,
          secondFactorAt: sessions.secondFactorAt,
          secondFactorEnrolledAt: sessions.secondFactorEnrolledAt,
          awaitingSecondFactor: sessions.awaitingSecondFactor,
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
        .where(and(eq(sessions.tokenHash, tokenHash), live(now)))
        .limit(1);
      if (row === undefined) return undefined;
      const { lastUsedAt, ip, ...user } = row;
      return { user, lastUsedAt, ip };
    },

    /** The account's live, fully signed-in sessions, the most recently used first. */
    listLive(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select({ session: sessions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.userId, userId), eq(sessions.awaitingSecondFactor, false), live(now)),
        )
        .orderBy(desc(sessions.lastUsedAt))
        .then((rows) => rows.map(({ session }) => session));
    },

    async touch(sessionId: string, now: Date, ip: string): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now, ip }).where(eq(sessions.id, sessionId));
    },

    /** The password step's session becomes a full one under a new token; false if it is gone. */
    async completeSecondFactor(
      sessionId: string,
      change: { tokenHash: string; now: Date; expiresAt: Date; enrolledAt: Date },
    ): Promise<boolean> {
      const { tokenHash, now, expiresAt, enrolledAt } = change;
      const rows = await db
        .update(sessions)
        .set({
          tokenHash,
          expiresAt,
          awaitingSecondFactor: false,
          secondFactorAt: now,
          secondFactorEnrolledAt: enrolledAt,
          lastUsedAt: now,
        })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.awaitingSecondFactor, true),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** The session proved a second factor now (enrolment, step-up), one enrolled at `enrolledAt`. */
    async markSecondFactor(sessionId: string, now: Date, enrolledAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ secondFactorAt: now, secondFactorEnrolledAt: enrolledAt })
        .where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Revokes one of the user's sessions; false when it is not theirs or already ended. */
    async revokeOf(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Revokes every live session of a user, except `keepSessionId` when given: how many. */
    async revokeAllOf(userId: string, now: Date, keepSessionId?: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

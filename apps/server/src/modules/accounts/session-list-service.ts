import type { AccountSession } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { createSessionRepository } from './session-repository.ts';
import { describeUserAgent } from './user-agent.ts';

/** Where a person is signed in, and ending those sessions (a lost phone, a shared computer). */
export function createSessionListService({ db, now }: Pick<AccountsDeps, 'db' | 'now'>) {
  const sessions = createSessionRepository(db);

  return {
    async list(user: SessionUser): Promise<AccountSession[]> {
      const rows = await sessions.listLive(user.id, now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === user.sessionId,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastUsedAt.toISOString(),
      }));
    },

    /** Its token stops working at once, on every instance (each request reads the session). */
    async end(user: SessionUser, sessionId: string): Promise<void> {
      if (!(await sessions.revokeOf(user.id, sessionId, now()))) {
        throw new AppError(404, 'not_found');
      }
    },

    async endOthers(user: SessionUser): Promise<{ ended: number }> {
      return { ended: await sessions.revokeAllOf(user.id, now(), user.sessionId) };
    },
  };
}

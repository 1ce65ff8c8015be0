import type { Language, SignInBody } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionResolver, SessionUser } from '../../plugins/auth.ts';
import { accountLifetimes } from './account-lifetimes.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { verifyNoPassword, verifyPassword } from './password-hasher.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';
import { createSessionRepository } from './session-repository.ts';
import { createUserRepository } from './user-repository.ts';

// Writing last_used_at on every request would double the cost of a signed-in call.
const touchAfterMs = 3_600_000;

export interface SessionService extends SessionResolver {
  /** A new bearer token; throws 401 invalid_credentials, 403 account_not_activated/deactivated. */
  signIn(body: SignInBody, language: Language): Promise<string>;
  signOut(user: SessionUser | null): Promise<void>;
}

export function createSessionService({
  db,
  now,
}: Pick<AccountsDeps, 'db' | 'now'>): SessionService {
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);

  return {
    async resolve(token) {
      const at = now();
      const live = await sessions.findLive(hashSecretToken(token), at);
      if (live === undefined) return null;
      if (at.getTime() - live.lastUsedAt.getTime() > touchAfterMs) {
        await sessions.touch(live.user.sessionId, at);
      }
      return live.user;
    },

    async signIn({ email, password }, language) {
      const user = await users.findByEmail(email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyNoPassword(password);
      if (user === undefined || !valid) throw new AppError(401, 'invalid_credentials');
      // Only now, with the password proven, may the answer say more about the account.
      if (user.deactivatedAt !== null) throw new AppError(403, 'account_deactivated');
      if (!user.active) throw new AppError(403, 'account_not_activated');

      const { token, hash } = createSecretToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + accountLifetimes.sessionMs);
      await sessions.insert({ userId: user.id, tokenHash: hash, now: at, expiresAt });
      if (user.language !== language) await users.update(user.id, { language });
      return token;
    },

    async signOut(user) {
      if (user !== null) await sessions.revoke(user.sessionId, now());
    },
  };
}

import type { Language, SignInBody } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionResolver, SessionUser } from '../../plugins/auth.ts';
import { accountLifetimes } from './account-lifetimes.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { attemptLimits } from './attempt-limits.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey, trustedDevice } from './device-cookie.ts';
import { verifyNoPassword, verifyPassword } from './password-hasher.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSignInThrottle, signInKeys } from './sign-in-throttle.ts';
import { createUserRepository } from './user-repository.ts';

// Writing last_used_at on every request would double the cost of a signed-in call.
const touchAfterMs = 3_600_000;

interface SignInContext {
  language: Language;
  /** The request's cookies: the device cookie of the account, when the browser has one. */
  cookies: Partial<Record<string, string>>;
}

interface SignedIn {
  token: string;
  /** The browser's device cookie, new or renewed. */
  device: DeviceCookie;
}

export interface SessionService extends SessionResolver {
  /**
   * A new bearer token and device cookie; throws 401 invalid_credentials, 403
   * account_not_activated/deactivated, 429 rate_limited (too many failures from this device, or
   * from browsers the account does not trust).
   */
  signIn(body: SignInBody, context: SignInContext): Promise<SignedIn>;
  signOut(user: SessionUser | null): Promise<void>;
}

export function createSessionService({
  db,
  now,
}: Pick<AccountsDeps, 'db' | 'now'>): SessionService {
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);
  const throttle = createSignInThrottle(db, now);

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

    async signIn({ email, password }, { language, cookies }) {
      const user = await users.findByEmail(email);
      // Unknown addresses are counted like known ones: the answers cannot tell them apart.
      const device = user === undefined ? undefined : trustedDevice(cookies, user);
      const key =
        user === undefined || device === undefined
          ? signInKeys.untrusted(email)
          : signInKeys.device(user.id, device);
      const { perEmail, perDevice } = attemptLimits.signIn;
      await throttle.attempt(key, device === undefined ? perEmail : perDevice);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyNoPassword(password);
      if (user === undefined || !valid) throw new AppError(401, 'invalid_credentials');
      await throttle.forgive(key);
      // Only now, with the password proven, may the answer say more about the account.
      if (user.deactivatedAt !== null) throw new AppError(403, 'account_deactivated');
      if (!user.active) throw new AppError(403, 'account_not_activated');

      const { token, hash } = createSecretToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + accountLifetimes.sessionMs);
      await sessions.insert({ userId: user.id, tokenHash: hash, now: at, expiresAt });
      if (user.language !== language) await users.update(user.id, { language });
      const deviceKey = user.deviceKey ?? (await users.keepDeviceKey(user.id, newDeviceKey()));
      return { token, device: deviceCookie(deviceKey, user.id, device) };
    },

    async signOut(user) {
      if (user !== null) await sessions.revoke(user.sessionId, now());
    },
  };
}

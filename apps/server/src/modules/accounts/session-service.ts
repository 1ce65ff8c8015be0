import type {
  Language,
  PasskeyAssertion,
  SecondFactorMethod,
  SecondFactorProof,
  SignInBody,
} from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionResolver, SessionUser } from '../../plugins/auth.ts';
import { accountLifetimes, sessionExpiry } from './account-lifetimes.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { attemptLimits } from './attempt-limits.ts';
import { isDemoCredential } from './demo-credentials.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey, trustedDevice } from './device-cookie.ts';
import { verifyNoPassword, verifyPassword } from './password-hasher.ts';
import { isStaff, readFactorState, secondFactorMethods } from './second-factor/factor-state.ts';
import { createPasskeyRepository } from './second-factor/passkey-repository.ts';
import type { RelyingParty } from './second-factor/relying-party.ts';
import type { SecondFactorProofs } from './second-factor/second-factor-proofs.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';
import { staffSignInMail } from './security-mails.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSignInThrottle, signInKeys } from './sign-in-throttle.ts';
import { deviceLabel } from './user-agent.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

// Writing last_used_at on every request would double the cost of a signed-in call; a minute
// keeps the staff idle limit exact enough.
const touchAfterMs = 60_000;

export interface SignInContext {
  language: Language;
  /** The request's cookies: the device cookie of the account, when the browser has one. */
  cookies: Partial<Record<string, string>>;
  userAgent: string | null;
  ip: string;
}

export interface SignedIn {
  token: string;
  /** The browser's device cookie, new or renewed, once the whole sign-in succeeded. */
  device?: DeviceCookie;
  /** The password was right; the token opens only the second step until one of these proves it. */
  secondFactor?: { methods: SecondFactorMethod[] };
}

export interface SessionService extends SessionResolver {
  /**
   * A new bearer token; throws 401 invalid_credentials, 403 account_not_activated/deactivated,
   * 429 rate_limited (too many failures from this device, or from browsers the account does not
   * trust). An account with a second factor gets a token for the second step only.
   */
  signIn(body: SignInBody, context: SignInContext): Promise<SignedIn>;
  /**
   * The second step: the proof turns the password step's session into a full one under a new
   * token. A wrong code counts as a failed sign-in of this device (or of untrusted browsers).
   */
  completeSignIn(
    pending: SessionUser,
    proof: SecondFactorProof,
    context: SignInContext & { rp: RelyingParty },
  ): Promise<SignedIn>;
  /** A sender signs in with a passkey alone; staff use the password and then a factor. */
  signInWithPasskey(
    credential: PasskeyAssertion,
    context: SignInContext & { rp: RelyingParty },
  ): Promise<SignedIn>;
  signOut(user: SessionUser | null): Promise<void>;
}

/**
 * Outside a demo, the README's demo accounts with their published passwords are refused as a
 * wrong password would be; `demoRefused` hears of each (the log says why).
 */
export interface DemoCredentialPolicy {
  acceptsDemoPasswords: boolean;
  demoRefused(email: string): void;
}

export function createSessionService(
  { db, mail, now }: Pick<AccountsDeps, 'db' | 'mail' | 'now'>,
  proofs: SecondFactorProofs,
  demo: DemoCredentialPolicy,
): SessionService {
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);
  const throttle = createSignInThrottle(db, now);

  /** The staff member hears of every new sign-in to their account. */
  async function announceSignIn(tx: Database, user: UserRow, at: Date, context: SignInContext) {
    if (!isStaff(user.role)) return;
    await mail.enqueue(tx, {
      to: user.email,
      language: context.language,
      template: staffSignInMail,
      data: {
        firstName: user.firstName,
        at,
        browser: deviceLabel(context.userAgent),
        ip: context.ip,
      },
    });
  }

  async function open(
    user: UserRow,
    context: SignInContext,
    { awaiting, secondFactorAt }: { awaiting: boolean; secondFactorAt: Date | null },
  ): Promise<string> {
    const { token, hash } = createSecretToken();
    const at = now();
    const expiresAt = awaiting
      ? new Date(at.getTime() + accountLifetimes.pendingSignInMs)
      : sessionExpiry(user.role, at);
    const { userAgent, ip, language } = context;
    await db.transaction(async (tx) => {
      await createSessionRepository(tx).insert({
        userId: user.id,
        tokenHash: hash,
        now: at,
        expiresAt,
        userAgent,
        ip,
        awaitingSecondFactor: awaiting,
        secondFactorAt,
      });
      if (!awaiting) await announceSignIn(tx, user, at, context);
      if (user.language !== language) await createUserRepository(tx).update(user.id, { language });
    });
    return token;
  }

  /** The browser's device cookie for the account (renewed for a device it already trusts). */
  async function trust(user: UserRow, device: string | undefined): Promise<DeviceCookie> {
    const key = user.deviceKey ?? (await users.keepDeviceKey(user.id, newDeviceKey()));
    return deviceCookie(key, user.id, device);
  }

  /** Failures count per trusted device, else per address (known or unknown alike). */
  function throttleKey(
    email: string,
    user: UserRow | undefined,
    cookies: SignInContext['cookies'],
  ) {
    const device = user === undefined ? undefined : trustedDevice(cookies, user);
    const { perEmail, perDevice } = attemptLimits.signIn;
    return user === undefined || device === undefined
      ? { device: undefined, key: signInKeys.untrusted(email), limit: perEmail }
      : { device, key: signInKeys.device(user.id, device), limit: perDevice };
  }

  return {
    async resolve(token, ip) {
      const at = now();
      const live = await sessions.findLive(hashSecretToken(token), at);
      if (live === undefined) return null;
      if (at.getTime() - live.lastUsedAt.getTime() > touchAfterMs || live.ip !== ip) {
        await sessions.touch(live.user.sessionId, at, ip);
      }
      return live.user;
    },

    async signIn({ email, password }, context) {
      const user = await users.findByEmail(email);
      // Unknown addresses are counted like known ones: the answers cannot tell them apart.
      const { device, key, limit } = throttleKey(email, user, context.cookies);
      await throttle.attempt(key, limit);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyNoPassword(password);
      if (user === undefined || !valid) throw new AppError(401, 'invalid_credentials');
      if (!demo.acceptsDemoPasswords && isDemoCredential(user.email, password)) {
        demo.demoRefused(user.email);
        throw new AppError(401, 'invalid_credentials');
      }
      await throttle.forgive(key);
      // Only now, with the password proven, may the answer say more about the account.
      if (user.deactivatedAt !== null) throw new AppError(403, 'account_deactivated');
      if (!user.active) throw new AppError(403, 'account_not_activated');

      const methods = secondFactorMethods(await readFactorState(db, user));
      if (methods.length > 0) {
        // The device is trusted only once the whole sign-in succeeded.
        const token = await open(user, context, { awaiting: true, secondFactorAt: null });
        return { token, secondFactor: { methods } };
      }
      const token = await open(user, context, { awaiting: false, secondFactorAt: null });
      return { token, device: await trust(user, device) };
    },

    async completeSignIn(pending, proof, context) {
      const user = await users.findById(pending.id);
      if (user === undefined) throw new AppError(401, 'unauthorized');
      const { device, key, limit } = throttleKey(user.email, user, context.cookies);
      await throttle.attempt(key, limit);
      const { enrolledAt } = await proofs.check(user.id, proof, context.rp, 'second_factor');
      await throttle.forgive(key);

      // A new token for the full session: the half-signed-in one is never worth more than that.
      const { token, hash } = createSecretToken();
      const at = now();
      await db.transaction(async (tx) => {
        const completed = await createSessionRepository(tx).completeSecondFactor(
          pending.sessionId,
          {
            tokenHash: hash,
            now: at,
            expiresAt: sessionExpiry(user.role, at),
            enrolledAt,
          },
        );
        if (!completed) throw new AppError(401, 'unauthorized');
        await announceSignIn(tx, user, at, context);
      });
      return { token, device: await trust(user, device) };
    },

    async signInWithPasskey(credential, context) {
      if ((await createPasskeyRepository(db).findByCredentialId(credential.id)) === undefined) {
        throw new AppError(401, 'passkey_unknown');
      }
      const used = await proofs.passkeys.verifyAssertion(context.rp, 'sign_in', null, credential);
      if (used === null) throw new AppError(401, 'passkey_invalid');
      const user = await users.findById(used.userId);
      if (user === undefined) throw new AppError(401, 'passkey_unknown');
      if (user.deactivatedAt !== null) throw new AppError(403, 'account_deactivated');
      if (!user.active) throw new AppError(403, 'account_not_activated');
      if (isStaff(user.role)) throw new AppError(403, 'passkey_staff');
      // With user verification, the passkey alone is both factors.
      const token = await open(user, context, { awaiting: false, secondFactorAt: now() });
      return { token, device: await trust(user, trustedDevice(context.cookies, user)) };
    },

    async signOut(user) {
      if (user !== null) await sessions.revoke(user.sessionId, now());
    },
  };
}

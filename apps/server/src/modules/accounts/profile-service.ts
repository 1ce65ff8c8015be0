import type { UpdateNameBody, UpdatePasswordBody } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { attemptLimits } from './attempt-limits.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey } from './device-cookie.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { accountDeactivatedMail, passwordChangedMail } from './security-mails.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSignInThrottle, signInKeys } from './sign-in-throttle.ts';
import { createUserRepository } from './user-repository.ts';

/** The signed-in user's own account: name, password, deactivation. */
export function createProfileService({ db, mail, now }: Pick<AccountsDeps, 'db' | 'mail' | 'now'>) {
  const users = createUserRepository(db);
  const throttle = createSignInThrottle(db, now);

  /** The account's password, asked again; wrong ones count like failed sign-ins. */
  async function requireCurrentPassword(user: SessionUser, currentPassword: string) {
    const key = signInKeys.currentPassword(user.id);
    await throttle.attempt(key, attemptLimits.currentPassword);
    const account = await users.findById(user.id);
    if (account === undefined || !(await verifyPassword(account.passwordHash, currentPassword))) {
      throw new AppError(422, 'current_password_invalid');
    }
    await throttle.forgive(key);
  }

  return {
    async updateName(user: SessionUser, body: UpdateNameBody): Promise<void> {
      await users.update(user.id, { firstName: body.first_name, lastName: body.last_name });
    },

    /**
     * Keeps this session and signs out every other one; distrusts every device but this
     * browser, whose new device cookie is returned. The person is mailed.
     */
    async updatePassword(user: SessionUser, body: UpdatePasswordBody): Promise<DeviceCookie> {
      await requireCurrentPassword(user, body.current_password);
      const passwordHash = await hashPassword(body.password);
      const deviceKey = newDeviceKey();
      const at = now();
      await db.transaction(async (tx) => {
        await createUserRepository(tx).update(user.id, { passwordHash, deviceKey });
        await createSessionRepository(tx).revokeAllOf(user.id, at, user.sessionId);
        await mail.enqueue(tx, {
          to: user.email,
          language: user.language,
          template: passwordChangedMail,
          data: { firstName: user.firstName, at },
        });
      });
      return deviceCookie(deviceKey, user.id);
    },

    /** The account can no longer sign in and every session ends; its orders stay. */
    async deactivate(user: SessionUser, email: string, password: string): Promise<void> {
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError(422, 'email_mismatch');
      }
      await requireCurrentPassword(user, password);
      const at = now();
      await db.transaction(async (tx) => {
        await createUserRepository(tx).update(user.id, { deactivatedAt: at, deviceKey: null });
        await createSessionRepository(tx).revokeAllOf(user.id, at);
        await mail.enqueue(tx, {
          to: user.email,
          language: user.language,
          template: accountDeactivatedMail,
          data: { firstName: user.firstName, at, byStaff: false },
        });
      });
    },
  };
}

import type { UpdateNameBody } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey } from './device-cookie.ts';
import { hashPassword } from './password-hasher.ts';
import { createSessionRepository } from './session-repository.ts';
import { createUserRepository } from './user-repository.ts';

/** The signed-in user's own account: name, password, deactivation. */
export function createProfileService({ db, now }: Pick<AccountsDeps, 'db' | 'now'>) {
  const users = createUserRepository(db);

  return {
    async updateName(user: SessionUser, body: UpdateNameBody): Promise<void> {
      await users.update(user.id, { firstName: body.first_name, lastName: body.last_name });
    },

    /**
     * Keeps this session and signs out every other one; distrusts every device but this
     * browser, whose new device cookie is returned.
     */
    async updatePassword(user: SessionUser, password: string): Promise<DeviceCookie> {
      const passwordHash = await hashPassword(password);
      const deviceKey = newDeviceKey();
      await db.transaction(async (tx) => {
        await createUserRepository(tx).update(user.id, { passwordHash, deviceKey });
        await createSessionRepository(tx).revokeAllOf(user.id, now(), user.sessionId);
      });
      return deviceCookie(deviceKey, user.id);
    },

    /** The account can no longer sign in and every session ends; its orders stay. */
    async deactivate(user: SessionUser, email: string): Promise<void> {
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError(422, 'email_mismatch');
      }
      const at = now();
      await db.transaction(async (tx) => {
        await createUserRepository(tx).update(user.id, { deactivatedAt: at, deviceKey: null });
        await createSessionRepository(tx).revokeAllOf(user.id, at);
      });
    },
  };
}

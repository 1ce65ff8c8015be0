import type { ChangePasswordBody, CheckTokenResponse } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import { createAccountTokenRepository, type UsableToken } from './account-token-repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { passwordResetMail } from './accounts-mails.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey } from './device-cookie.ts';
import { defineLinkRequest } from './link-request.ts';
import { hashPassword } from './password-hasher.ts';
import { hashSecretToken } from './secret-token.ts';
import { passwordChangedMail } from './security-mails.ts';
import { createSessionRepository } from './session-repository.ts';
import { createUserRepository } from './user-repository.ts';

/** Forgotten-password flow: request a link, check it, choose a new password with it. */
export function createPasswordResetService(deps: AccountsDeps) {
  const { db, now, mail } = deps;
  const tokens = createAccountTokenRepository(db);
  const requestReset = defineLinkRequest(deps, {
    job: 'accounts.reset-requested',
    purpose: 'reset',
    template: passwordResetMail,
    wants: (user) => user.deactivatedAt === null,
  });

  /** A usable reset token of an account that is not deactivated. */
  async function findToken(token: string): Promise<UsableToken | undefined> {
    const found = await tokens.findUsable('reset', hashSecretToken(token), now());
    return found?.user.deactivatedAt === null ? found : undefined;
  }

  return {
    /** Mails a link when the account exists and is not deactivated; says nothing either way. */
    requestReset,

    async checkToken(token: string): Promise<CheckTokenResponse> {
      const found = await findToken(token);
      return found === undefined ? { valid: false } : { valid: true, email: found.user.email };
    },

    /**
     * Sets the new password, spends every reset link of the account, activates it (the link
     * proved the mailbox), signs out all its sessions and distrusts all its devices but this
     * browser, whose new device cookie is returned. Throws 400 token_invalid.
     */
    async changePassword(body: ChangePasswordBody): Promise<DeviceCookie> {
      const found = await findToken(body.token);
      const sameEmail = found?.user.email.toLowerCase() === body.email.toLowerCase();
      if (found === undefined || !sameEmail) throw new AppError(400, 'token_invalid');
      const passwordHash = await hashPassword(body.password);
      const deviceKey = newDeviceKey();
      const at = now();
      await db.transaction(async (tx) => {
        const txTokens = createAccountTokenRepository(tx);
        if (!(await txTokens.consume(found.tokenId, at))) throw new AppError(400, 'token_invalid');
        await txTokens.consumeAllOf(found.user.id, 'reset', at);
        const changes = { passwordHash, active: true, deviceKey };
        await createUserRepository(tx).update(found.user.id, changes);
        await createSessionRepository(tx).revokeAllOf(found.user.id, at);
        const { email, language, firstName } = found.user;
        const data = { firstName, at };
        await mail.enqueue(tx, { to: email, language, template: passwordChangedMail, data });
      });
      return deviceCookie(deviceKey, found.user.id);
    },
  };
}

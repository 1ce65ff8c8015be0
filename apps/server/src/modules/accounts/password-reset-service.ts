import type { ChangePasswordBody, CheckTokenResponse } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import { createAccountLinks } from './account-links.ts';
import { createAccountTokenRepository, type UsableToken } from './account-token-repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { passwordResetMail } from './accounts-mails.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey } from './device-cookie.ts';
import { hashPassword } from './password-hasher.ts';
import { hashSecretToken } from './secret-token.ts';
import { passwordChangedMail } from './security-mails.ts';
import { createSessionRepository } from './session-repository.ts';
import { createUserRepository } from './user-repository.ts';

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Someone asked for a reset link for `email` (an account or not: the job finds out). */
    'accounts.reset-requested': { email: string; origin: string };
  }
}

/** Forgotten-password flow: request a link, check it, choose a new password with it. */
export function createPasswordResetService(deps: AccountsDeps) {
  const { db, mail, jobs, now } = deps;
  const tokens = createAccountTokenRepository(db);
  const links = createAccountLinks(now);

  // The account is looked up by the job, not by the request: the answer takes the same time
  // whether or not the address has an account.
  jobs.define('accounts.reset-requested', async ({ email, origin }) => {
    await db.transaction(async (tx) => {
      const user = await createUserRepository(tx).findByEmail(email);
      if (user === undefined || user.deactivatedAt !== null) return;
      const link = await links.issue(tx, user.id, 'reset', origin);
      await mail.enqueue(tx, {
        to: user.email,
        language: user.language,
        template: passwordResetMail,
        data: { firstName: user.firstName, link },
      });
    });
  });

  /** A usable reset token of an account that is not deactivated. */
  async function findToken(token: string): Promise<UsableToken | undefined> {
    const found = await tokens.findUsable('reset', hashSecretToken(token), now());
    return found?.user.deactivatedAt === null ? found : undefined;
  }

  return {
    /** Mails a link when the account exists and is not deactivated; says nothing either way. */
    async requestReset(email: string, origin: string): Promise<void> {
      // A second later by the wall clock (not the business clock `now`), so that the lookup and
      // the mail it may cause never share the CPU or the embedded database with this answer,
      // whose time would tell them apart.
      const startAfter = new Date(Date.now() + 1_000);
      await db.transaction((tx) =>
        jobs.enqueue(tx, 'accounts.reset-requested', { email, origin }, { startAfter }),
      );
    },

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

import type { Language, SignUpBody } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { createAccountLinks } from './account-links.ts';
import { createAccountTokenRepository } from './account-token-repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { accountActivationMail, accountExistsMail } from './accounts-mails.ts';
import { hashPassword } from './password-hasher.ts';
import { hashSecretToken } from './secret-token.ts';
import { splitFullname } from './split-fullname.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

export interface RequestContext {
  /** Origin of the links in mails (see `mailLinkOrigin`). */
  origin: string;
  language: Language;
}

/**
 * What opening an activation link did: `already_active` when the link was spent (or expired)
 * but its account is active, as after a second click on the mail's link.
 */
export type ActivationOutcome = 'activated' | 'already_active' | 'invalid';

/** Sign-up and activation. Sign-up answers the same whether or not the email is taken. */
export function createRegistrationService(deps: AccountsDeps) {
  const { db, mail, now } = deps;
  const links = createAccountLinks(now);

  /** The owner of a taken address gets a mail instead of the caller getting an error. */
  async function notifyOwner(tx: Database, user: UserRow, origin: string): Promise<void> {
    const { email: to, language, firstName } = user;
    if (!user.active && user.deactivatedAt === null) {
      const link = await links.issue(tx, user.id, 'activation', origin);
      await mail.enqueue(tx, {
        to,
        language,
        template: accountActivationMail,
        data: { firstName, link },
      });
      return;
    }
    const resetLink =
      user.deactivatedAt === null ? await links.issue(tx, user.id, 'reset', origin) : null;
    await mail.enqueue(tx, {
      to,
      language,
      template: accountExistsMail,
      data: { firstName, resetLink },
    });
  }

  return {
    async signUp(body: SignUpBody, { origin, language }: RequestContext): Promise<void> {
      // Hashed before looking at the email so both outcomes take the same time.
      const passwordHash = await hashPassword(body.password);
      const { firstName, lastName } = splitFullname(body.fullname);
      await db.transaction(async (tx) => {
        const users = createUserRepository(tx);
        const id = await users.insert({
          firstName,
          lastName,
          email: body.email,
          passwordHash,
          language,
          registerLink: body.register_link || null,
          active: false,
        });
        if (id === undefined) {
          const owner = await users.findByEmail(body.email);
          if (owner !== undefined) await notifyOwner(tx, owner, origin);
          return;
        }
        const link = await links.issue(tx, id, 'activation', origin);
        await mail.enqueue(tx, {
          to: body.email,
          language,
          template: accountActivationMail,
          data: { firstName, link },
        });
      });
    },

    /** Spends a usable activation link and activates its account. */
    async activate(token: string): Promise<ActivationOutcome> {
      const at = now();
      const hash = hashSecretToken(token);
      const tokens = createAccountTokenRepository(db);
      const found = await tokens.findUsable('activation', hash, at);
      const activated =
        found !== undefined &&
        found.user.deactivatedAt === null &&
        (await db.transaction(async (tx) => {
          if (!(await createAccountTokenRepository(tx).consume(found.tokenId, at))) return false;
          await createUserRepository(tx).update(found.user.id, { active: true });
          return true;
        }));
      if (activated) return 'activated';
      const owner = await tokens.findOwner('activation', hash);
      return owner?.active && owner.deactivatedAt === null ? 'already_active' : 'invalid';
    },
  };
}

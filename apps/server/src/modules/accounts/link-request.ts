import type { MailTemplate } from '../mail/mail-template.ts';
import { createAccountLinks } from './account-links.ts';
import type { AccountTokenPurpose } from './account-token-repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { LinkMail } from './accounts-mails.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

/** Someone asked for a link for `email` (an account or not: the job finds out). */
interface LinkRequested {
  email: string;
  origin: string;
}

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    'accounts.reset-requested': LinkRequested;
    'accounts.activation-resend-requested': LinkRequested;
  }
}

export interface LinkRequestKind {
  job: 'accounts.reset-requested' | 'accounts.activation-resend-requested';
  purpose: AccountTokenPurpose;
  template: MailTemplate<LinkMail>;
  /** Whether the account the address belongs to gets the link. */
  wants: (user: UserRow) => boolean;
}

/**
 * A link mailed on request (a password reset, a new activation link): the request only enqueues
 * a job and the job looks the address up, so the answer takes the same time whether or not the
 * address has an account, and says nothing about it. Returns the request.
 */
export function defineLinkRequest(deps: AccountsDeps, kind: LinkRequestKind) {
  const { db, mail, jobs } = deps;
  const links = createAccountLinks(deps.now);

  jobs.define(kind.job, async ({ email, origin }) => {
    await db.transaction(async (tx) => {
      const user = await createUserRepository(tx).findByEmail(email);
      if (user === undefined || !kind.wants(user)) return;
      const link = await links.issue(tx, user.id, kind.purpose, origin);
      await mail.enqueue(tx, {
        to: user.email,
        language: user.language,
        template: kind.template,
        data: { firstName: user.firstName, link },
      });
    });
  });

  return async (email: string, origin: string): Promise<void> => {
    // A second later by the wall clock (not the business clock `now`), so that the lookup and
    // the mail it may cause never share the CPU or the embedded database with this answer,
    // whose time would tell them apart.
    const startAfter = new Date(Date.now() + 1_000);
    await db.transaction((tx) => jobs.enqueue(tx, kind.job, { email, origin }, { startAfter }));
  };
}

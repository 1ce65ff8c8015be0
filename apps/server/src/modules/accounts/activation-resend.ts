import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { createAccountLinks } from './account-links.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { accountActivationMail } from './accounts-mails.ts';
import { accountMessage } from './accounts-messages.ts';
import { attemptLimits, limitAttempts } from './attempt-limits.ts';
import { createUserRepository } from './user-repository.ts';

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Someone asked for a new activation link for `email` (an account or not: the job finds out). */
    'accounts.activation-resend-requested': { email: string; origin: string };
  }
}

/**
 * "Cuenta no activada" at sign-in offers a new activation mail. The answer is the same for any
 * address and takes the same time (the job, not the request, looks the address up); only an
 * account that exists, is not active and not deactivated gets a mail, in its own language.
 */
export function activationResendRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  const { db, mail, jobs, now } = deps;
  const links = createAccountLinks(now);

  jobs.define('accounts.activation-resend-requested', async ({ email, origin }) => {
    await db.transaction(async (tx) => {
      const user = await createUserRepository(tx).findByEmail(email);
      if (user === undefined || user.active || user.deactivatedAt !== null) return;
      const link = await links.issue(tx, user.id, 'activation', origin);
      await mail.enqueue(tx, {
        to: user.email,
        language: user.language,
        template: accountActivationMail,
        data: { firstName: user.firstName, link },
      });
    });
  });

  return async (app) => {
    route(app, 'POST /api/auth/resend-activation', {
      ...limitAttempts(app, 'resend-activation', attemptLimits.resendActivation),
      handler: async (request) => {
        const data = { email: request.body.email, origin: await mailLinkOrigin(app) };
        // A second later by the wall clock, as for the reset link: the lookup never shares
        // this answer's time.
        const startAfter = new Date(Date.now() + 1_000);
        await db.transaction((tx) =>
          jobs.enqueue(tx, 'accounts.activation-resend-requested', data, { startAfter }),
        );
        return { message: accountMessage(request.language, 'activation_resent') };
      },
    });
  };
}

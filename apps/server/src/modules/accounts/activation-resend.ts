import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { accountActivationMail } from './accounts-mails.ts';
import { accountMessage } from './accounts-messages.ts';
import { attemptLimits, limitAttempts } from './attempt-limits.ts';
import { defineLinkRequest } from './link-request.ts';

/**
 * "Cuenta no activada" at sign-in offers a new activation mail. The answer is the same for any
 * address and takes the same time (the job, not the request, looks the address up); only an
 * account that exists, is not active and not deactivated gets a mail, in its own language.
 */
export function activationResendRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  const requestActivation = defineLinkRequest(deps, {
    job: 'accounts.activation-resend-requested',
    purpose: 'activation',
    template: accountActivationMail,
    wants: (user) => !user.active && user.deactivatedAt === null,
  });

  return async (app) => {
    route(app, 'POST /api/auth/resend-activation', {
      ...limitAttempts(app, 'resend-activation', attemptLimits.resendActivation),
      handler: async (request) => {
        await requestActivation(request.body.email, await mailLinkOrigin(app));
        return { message: accountMessage(request.language, 'activation_resent') };
      },
    });
  };
}

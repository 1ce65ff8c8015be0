import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { isHttps } from '../../plugins/security.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { accountMessage } from './accounts-messages.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { attemptLimits, limitAttempts } from './attempt-limits.ts';
import { requireUncommonPassword } from './common-passwords.ts';
import { setDeviceCookie } from './device-cookie.ts';

/** Spec §7 forgotten-password calls (paths without /api, as the spec lists them). */
export const passwordResetRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { passwordReset },
) => {
  route(app, 'POST /reset-password', {
    ...limitAttempts(app, 'reset-password', attemptLimits.resetPassword),
    handler: async (request) => {
      await passwordReset.requestReset(request.body.email, await mailLinkOrigin(app));
      return { message: accountMessage(request.language, 'reset_requested') };
    },
  });

  route(app, 'POST /check-token', {
    handler: async (request) => passwordReset.checkToken(request.body.token),
  });

  route(app, 'POST /change-password', {
    handler: async (request, reply) => {
      requireUncommonPassword(request.body.password, request.language);
      const device = await passwordReset.changePassword(request.body);
      // The browser that proved the mailbox is trusted, even while guesses lock out others.
      setDeviceCookie(reply, device, isHttps(app.config));
      return { link: '/login', message: accountMessage(request.language, 'password_reset') };
    },
  });
};

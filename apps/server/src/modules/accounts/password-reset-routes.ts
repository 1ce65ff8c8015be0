import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  checkTokenBodySchema,
  checkTokenResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isHttps } from '../../plugins/security.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { accountMessage } from './accounts-messages.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { attemptLimits, limitAttempts } from './attempt-limits.ts';
import { setDeviceCookie } from './device-cookie.ts';

/** Spec §7 forgotten-password calls (paths without /api, as the spec lists them). */
export const passwordResetRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { passwordReset },
) => {
  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Mail a password-reset link',
        tags: ['accounts'],
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema },
      },
      ...limitAttempts(app, 'reset-password', attemptLimits.resetPassword),
    },
    async (request) => {
      await passwordReset.requestReset(request.body.email, await mailLinkOrigin(app));
      return { message: accountMessage(request.language, 'reset_requested') };
    },
  );

  app.post(
    '/check-token',
    {
      schema: {
        summary: 'Whether a password-reset token is valid',
        tags: ['accounts'],
        body: checkTokenBodySchema,
        response: { 200: checkTokenResponseSchema },
      },
    },
    async (request) => passwordReset.checkToken(request.body.token),
  );

  app.post(
    '/change-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        tags: ['accounts'],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const device = await passwordReset.changePassword(request.body);
      // The browser that proved the mailbox is trusted, even while guesses lock out others.
      setDeviceCookie(reply, device, isHttps(app.config));
      return { link: '/login', message: accountMessage(request.language, 'password_reset') };
    },
  );
};

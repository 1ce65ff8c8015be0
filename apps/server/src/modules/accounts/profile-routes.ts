import {
  deactivateAccountBodySchema,
  deactivateAccountResponseSchema,
  updateNameBodySchema,
  updateNameResponseSchema,
  updatePasswordBodySchema,
  updatePasswordResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { isHttps } from '../../plugins/security.ts';
import { accountMessage } from './accounts-messages.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { setDeviceCookie } from './device-cookie.ts';

/** Spec §7 /api/user/* calls of the profile page; all need a session. */
export const profileRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { profile },
) => {
  signedInRoutes(app);

  app.post(
    '/api/user/update-name',
    {
      schema: {
        summary: "Change the signed-in user's name",
        tags: ['accounts'],
        body: updateNameBodySchema,
        response: { 200: updateNameResponseSchema },
      },
    },
    async (request) => {
      await profile.updateName(signedInUser(request), request.body);
      return { message: accountMessage(request.language, 'name_updated') };
    },
  );

  app.post(
    '/api/user/update-password',
    {
      schema: {
        summary: "Change the signed-in user's password",
        tags: ['accounts'],
        body: updatePasswordBodySchema,
        response: { 200: updatePasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const device = await profile.updatePassword(signedInUser(request), request.body);
      setDeviceCookie(reply, device, isHttps(app.config));
      return { message: accountMessage(request.language, 'password_updated') };
    },
  );

  app.post(
    '/api/user/deactivate-account',
    {
      schema: {
        summary: "Deactivate the signed-in user's account",
        tags: ['accounts'],
        body: deactivateAccountBodySchema,
        response: { 200: deactivateAccountResponseSchema },
      },
    },
    async (request) => {
      await profile.deactivate(signedInUser(request), request.body.email);
      return { message: accountMessage(request.language, 'deactivated') };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import { isHttps } from '../../plugins/security.ts';
import { accountMessage } from './accounts-messages.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { requireUncommonPassword } from './common-passwords.ts';
import { setDeviceCookie } from './device-cookie.ts';

/** Spec §7 /api/user/* calls of the profile page; all need a session. */
export const profileRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { profile },
) => {
  route(app, 'POST /api/user/update-name', {
    handler: async (request) => {
      await profile.updateName(signedInUser(request), request.body);
      return { message: accountMessage(request.language, 'name_updated') };
    },
  });

  route(app, 'POST /api/user/update-password', {
    handler: async (request, reply) => {
      requireUncommonPassword(request.body.password, request.language);
      const device = await profile.updatePassword(signedInUser(request), request.body);
      setDeviceCookie(reply, device, isHttps(app.config));
      return { message: accountMessage(request.language, 'password_updated') };
    },
  });

  route(app, 'POST /api/user/deactivate-account', {
    handler: async (request) => {
      await profile.deactivate(signedInUser(request), request.body.email, request.body.password);
      return { message: accountMessage(request.language, 'deactivated') };
    },
  });
};

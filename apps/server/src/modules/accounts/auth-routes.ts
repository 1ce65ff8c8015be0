import { translateShared } from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { accountMessage } from './accounts-messages.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { answerSignIn } from './answer-sign-in.ts';
import { attemptLimits, limitAttempts, signInPerIp } from './attempt-limits.ts';
import { requireUncommonPassword } from './common-passwords.ts';
import { signInContext } from './sign-in-context.ts';

/** Spec §7 /api/auth/* calls, plus the activation call of /user-activation. */
export const authRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { registration, sessions } = options;

  route(app, 'POST /api/auth/sign_up', {
    ...limitAttempts(app, 'sign_up', attemptLimits.signUp),
    handler: async (request) => {
      const { language } = request;
      requireUncommonPassword(request.body.password, language);
      const origin = await mailLinkOrigin(app);
      await registration.signUp(request.body, { origin, language });
      return { message: accountMessage(language, 'sign_up') };
    },
  });

  route(app, 'POST /api/auth/activate', {
    handler: async (request) => {
      const outcome = await registration.activate(request.body.token);
      // A spent link of an active account is no failure: the sender only has to sign in.
      const message =
        outcome === 'invalid'
          ? translateShared(request.language, 'errors.token_invalid')
          : accountMessage(request.language, outcome);
      return { success: outcome !== 'invalid', message };
    },
  });

  route(app, 'POST /api/auth/signin', {
    // Per address and per device the session service counts failures (device-cookie.ts).
    config: { rateLimit: signInPerIp(app.config) },
    handler: async (request, reply) => {
      const signedIn = await sessions.signIn(request.body, signInContext(request));
      return answerSignIn(app, reply, signedIn);
    },
  });

  route(app, 'POST /api/auth/checkUser', {
    handler: async (request) => ({ authenticated: request.user !== null }),
  });

  route(app, 'GET /api/auth/user', {
    handler: async (request) => {
      const user = signedInUser(request);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        created_at: user.createdAt.toISOString(),
        role: user.role,
      };
    },
  });

  // Idempotent: a token that is already dead still gets "signed out", so the web can forget it.
  route(app, 'POST /api/auth/logout', {
    handler: async (request) => {
      await sessions.signOut(request.user);
      return { message: accountMessage(request.language, 'signed_out') };
    },
  });
};

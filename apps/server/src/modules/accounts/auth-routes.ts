import {
  activateBodySchema,
  activateResponseSchema,
  authUserSchema,
  checkUserResponseSchema,
  logoutResponseSchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpResponseSchema,
  translateShared,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedInUser } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/openapi-answers.ts';
import { isHttps } from '../../plugins/security.ts';
import { mailLinkOrigin } from '../mail/public-origin.ts';
import { accountMessage } from './accounts-messages.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { attemptLimits, limitAttempts } from './attempt-limits.ts';
import { setDeviceCookie } from './device-cookie.ts';

/** Spec §7 /api/auth/* calls, plus the activation call of /user-activation. */
export const authRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { registration, sessions } = options;

  app.post(
    '/api/auth/sign_up',
    {
      schema: {
        summary: 'Register a sender account (mails an activation link)',
        tags: ['accounts'],
        body: signUpBodySchema,
        response: { 200: signUpResponseSchema },
      },
      ...limitAttempts(app, 'sign_up', attemptLimits.signUp),
    },
    async (request) => {
      const { language } = request;
      const origin = await mailLinkOrigin(app);
      await registration.signUp(request.body, { origin, language });
      return { message: accountMessage(language, 'sign_up') };
    },
  );

  app.post(
    '/api/auth/activate',
    {
      schema: {
        summary: 'Activate an account with the emailed token',
        tags: ['accounts'],
        body: activateBodySchema,
        response: { 200: activateResponseSchema },
      },
    },
    async (request) => {
      const outcome = await registration.activate(request.body.token);
      // A spent link of an active account is no failure: the sender only has to sign in.
      const message =
        outcome === 'invalid'
          ? translateShared(request.language, 'errors.token_invalid')
          : accountMessage(request.language, outcome);
      return { success: outcome !== 'invalid', message };
    },
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        summary: 'Sign in: a bearer token (senders and staff alike)',
        tags: ['accounts'],
        body: signInBodySchema,
        // 401 wrong credentials, 403 an account not activated or deactivated.
        response: { 200: signInResponseSchema, ...errorAnswers(401, 403) },
      },
      // Per address and per device the session service counts failures (device-cookie.ts).
      config: { rateLimit: attemptLimits.signIn.perIp },
    },
    async (request, reply) => {
      const { language, cookies } = request;
      const { token, device } = await sessions.signIn(request.body, { language, cookies });
      setDeviceCookie(reply, device, isHttps(app.config));
      return { token };
    },
  );

  app.post(
    '/api/auth/checkUser',
    {
      schema: {
        summary: 'Whether the bearer token is a live session',
        tags: ['accounts'],
        response: { 200: checkUserResponseSchema },
      },
    },
    async (request) => ({ authenticated: request.user !== null }),
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The signed-in user',
        tags: ['accounts'],
        security: bearerSecurity,
        response: { 200: authUserSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        created_at: user.createdAt.toISOString(),
        role: user.role,
      };
    },
  );

  // Idempotent: a token that is already dead still gets "signed out", so the web can forget it.
  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out: revoke the bearer token',
        tags: ['accounts'],
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      await sessions.signOut(request.user);
      return { message: accountMessage(request.language, 'signed_out') };
    },
  );
};

import {
  passkeyRequestOptionsSchema,
  passkeySignInBodySchema,
  secondFactorProofSchema,
  signInResponseSchema,
} from '@giro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { bearerSecurity } from '../../../plugins/auth.ts';
import { errorAnswers } from '../../../plugins/openapi-answers.ts';
import type { AccountsRoutesOptions } from '../accounts-route-options.ts';
import { answerSignIn } from '../answer-sign-in.ts';
import { attemptLimits } from '../attempt-limits.ts';
import { signInContext } from '../sign-in-context.ts';
import { relyingParty } from './relying-party.ts';

const tags = ['accounts'];
// Under /api/auth/signin, so the browser sends its device cookie (path /api/auth/signin) here
// too: a wrong code counts against the same device's (or untrusted browsers') sign-in limit.
const perIp = { rateLimit: attemptLimits.signIn.perIp };

function pendingSignIn(request: FastifyRequest) {
  if (request.pendingSignIn === null) throw new AppError(401, 'unauthorized');
  return request.pendingSignIn;
}

/** The sign-in's second step, and a sender's sign-in with a passkey alone. */
export const signInFactorRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { sessions, proofs },
) => {
  app.post(
    '/api/auth/signin/second-factor',
    {
      schema: {
        summary: "The sign-in's second step: an authenticator code, a recovery code or a passkey",
        description:
          'Takes the token POST /api/auth/signin answered with `second_factor`, and answers a new token for the full session (the first one stops working). 422 `second_factor_invalid` or `second_factor_reused`; 429 after too many failures, counted with the failed passwords.',
        tags,
        security: bearerSecurity,
        body: secondFactorProofSchema,
        response: { 200: signInResponseSchema, ...errorAnswers(401, 422, 429) },
      },
      config: perIp,
    },
    async (request, reply) => {
      const pending = pendingSignIn(request);
      const rp = await relyingParty(app, request);
      const context = { ...signInContext(request), rp };
      return answerSignIn(
        app,
        reply,
        await sessions.completeSignIn(pending, request.body, context),
      );
    },
  );

  app.post(
    '/api/auth/signin/second-factor/passkey-options',
    {
      schema: {
        summary: "Options to answer the sign-in's second step with one of the account's passkeys",
        tags,
        security: bearerSecurity,
        response: { 200: passkeyRequestOptionsSchema, ...errorAnswers(401) },
      },
      config: perIp,
    },
    async (request) => {
      const pending = pendingSignIn(request);
      const rp = await relyingParty(app, request);
      return proofs.passkeys.requestOptions(rp, 'second_factor', pending.id);
    },
  );

  app.post(
    '/api/auth/signin/passkey-options',
    {
      schema: {
        summary: 'Options to sign in with a passkey alone (the browser offers the ones it holds)',
        tags,
        response: { 200: passkeyRequestOptionsSchema },
      },
      config: perIp,
    },
    async (request) =>
      proofs.passkeys.requestOptions(await relyingParty(app, request), 'sign_in', null),
  );

  app.post(
    '/api/auth/signin/passkey',
    {
      schema: {
        summary: "Sign in with a passkey alone: a sender's bearer token",
        description:
          '401 `passkey_unknown` (no account has it) or `passkey_invalid`; 403 `passkey_staff` (staff sign in with the password and then a factor), `account_deactivated`.',
        tags,
        body: passkeySignInBodySchema,
        response: { 200: signInResponseSchema, ...errorAnswers(401, 403) },
      },
      config: perIp,
    },
    async (request, reply) => {
      const rp = await relyingParty(app, request);
      const context = { ...signInContext(request), rp };
      const signedIn = await sessions.signInWithPasskey(request.body.credential, context);
      return answerSignIn(app, reply, signedIn);
    },
  );
};

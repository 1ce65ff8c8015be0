import {
  accountSecuritySchema,
  addPasskeyBodySchema,
  addPasskeyResponseSchema,
  factorAddedSchema,
  passkeyCreationOptionsSchema,
  passkeyParamsSchema,
  passkeyRequestOptionsSchema,
  recoveryCodesSchema,
  secondFactorProofSchema,
  stepUpResponseSchema,
  totpConfirmBodySchema,
  totpEnrolmentSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../../lib/per-user-rate-limit.ts';
import { signedInRoutes, signedInUser } from '../../../plugins/auth.ts';
import { errorAnswers, noContent } from '../../../plugins/openapi-answers.ts';
import type { AccountsRoutesOptions } from '../accounts-route-options.ts';
import { clientOf } from '../sign-in-context.ts';
import { relyingParty } from './relying-party.ts';

const tags = ['account security'];
// Each option call stores a challenge: a person needs a handful, a script gets no more.
const config = perUserRateLimit(20);
const stepUp =
  ' An account with a second factor must have proven it in the last 5 minutes (403 `step_up_required`: POST /api/account/step-up).';

/** The signed-in person's passkeys, authenticator app, recovery codes and step-up. */
export const factorRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { secondFactors },
) => {
  signedInRoutes(app);

  app.get(
    '/api/account/security',
    {
      schema: {
        summary: "The account's second factors and recovery codes",
        tags,
        response: { 200: accountSecuritySchema },
      },
    },
    async (request) => secondFactors.overview(signedInUser(request)),
  );

  app.post(
    '/api/account/totp',
    {
      schema: {
        summary: 'Start turning on an authenticator app: a secret to scan or type',
        description:
          'Nothing changes until POST /api/account/totp/confirm. 409 `totp_already_enabled`.',
        tags,
        response: { 200: totpEnrolmentSchema, ...errorAnswers(409) },
      },
      config,
    },
    async (request) => {
      const { name } = await relyingParty(app, request);
      return secondFactors.startTotp(signedInUser(request), name);
    },
  );

  app.post(
    '/api/account/totp/confirm',
    {
      schema: {
        summary: 'Turn on the authenticator app with its first code (ends the other sessions)',
        tags,
        body: totpConfirmBodySchema,
        response: { 200: factorAddedSchema, ...errorAnswers(409, 422) },
      },
      config,
    },
    async (request) => secondFactors.confirmTotp(signedInUser(request), request.body.code),
  );

  app.delete(
    '/api/account/totp',
    {
      schema: {
        summary: 'Turn off the authenticator app (ends the other sessions)',
        description: `409 \`last_factor\` for a staff account's last factor.${stepUp}`,
        tags,
        response: { 204: noContent('Done'), ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      await secondFactors.removeTotp(signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/passkeys/options',
    {
      schema: {
        summary: 'Options to create a passkey for this account',
        tags,
        response: { 200: passkeyCreationOptionsSchema },
      },
      config,
    },
    async (request) =>
      secondFactors.passkeyOptions(await relyingParty(app, request), signedInUser(request)),
  );

  app.post(
    '/api/account/passkeys',
    {
      schema: {
        summary: "Add the browser's new passkey (ends the other sessions)",
        description: '422 `passkey_invalid` when the answer does not hold.',
        tags,
        body: addPasskeyBodySchema,
        response: { 200: addPasskeyResponseSchema, ...errorAnswers(422) },
      },
      config,
    },
    async (request) => {
      const rp = await relyingParty(app, request);
      const { userAgent } = clientOf(request);
      return secondFactors.addPasskey(rp, signedInUser(request), request.body, userAgent);
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    {
      schema: {
        summary: 'Remove a passkey (ends the other sessions)',
        description: `409 \`last_factor\` for a staff account's last factor.${stepUp}`,
        tags,
        params: passkeyParamsSchema,
        response: { 204: noContent('Done'), ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      await secondFactors.removePasskey(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/recovery-codes',
    {
      schema: {
        summary: 'Ten new recovery codes, shown once; the old ones stop working',
        description: `404 while the account has no second factor.${stepUp}`,
        tags,
        response: { 200: recoveryCodesSchema, ...errorAnswers(404) },
      },
      config,
    },
    async (request) => secondFactors.newRecoveryCodes(signedInUser(request)),
  );

  app.post(
    '/api/account/step-up/passkey-options',
    {
      schema: {
        summary: "Options to confirm a change with one of the account's passkeys",
        tags,
        response: { 200: passkeyRequestOptionsSchema },
      },
      config,
    },
    async (request) =>
      secondFactors.stepUpOptions(await relyingParty(app, request), signedInUser(request)),
  );

  app.post(
    '/api/account/step-up',
    {
      schema: {
        summary: 'Prove the second factor again, for changes that ask for it (5 minutes)',
        description:
          '422 `second_factor_invalid` or `second_factor_reused`; 429 after 10 failures in 15 minutes.',
        tags,
        body: secondFactorProofSchema,
        response: { 200: stepUpResponseSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request) => {
      const rp = await relyingParty(app, request);
      return secondFactors.stepUp(signedInUser(request), request.body, rp);
    },
  );
};

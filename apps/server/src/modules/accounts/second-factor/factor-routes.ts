import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../../lib/per-user-rate-limit.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/call-route.ts';
import type { AccountsRoutesOptions } from '../accounts-route-options.ts';
import { clientOf } from '../sign-in-context.ts';
import { relyingParty } from './relying-party.ts';

// Each of these stores a secret or a challenge: a person needs a handful, a script gets no more.
const config = perUserRateLimit(20);

/** The signed-in person's passkeys, authenticator app, recovery codes and step-up. */
export const factorRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { secondFactors },
) => {
  route(app, 'GET /api/account/security', {
    handler: async (request) => secondFactors.overview(signedInUser(request)),
  });

  route(app, 'POST /api/account/totp', {
    config,
    handler: async (request) => {
      const { name } = await relyingParty(app);
      return secondFactors.startTotp(signedInUser(request), name);
    },
  });

  route(app, 'POST /api/account/totp/confirm', {
    config,
    handler: async (request) => secondFactors.confirmTotp(signedInUser(request), request.body.code),
  });

  route(app, 'DELETE /api/account/totp', {
    handler: async (request, reply) => {
      await secondFactors.removeTotp(signedInUser(request));
      return reply.status(204).send(null);
    },
  });

  route(app, 'POST /api/account/passkeys/options', {
    config,
    handler: async (request) =>
      secondFactors.passkeyOptions(await relyingParty(app), signedInUser(request)),
  });

  route(app, 'POST /api/account/passkeys', {
    config,
    handler: async (request) => {
      const rp = await relyingParty(app);
      const { userAgent } = clientOf(request);
      return secondFactors.addPasskey(rp, signedInUser(request), request.body, userAgent);
    },
  });

  route(app, 'DELETE /api/account/passkeys/:id', {
    handler: async (request, reply) => {
      await secondFactors.removePasskey(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, 'POST /api/account/recovery-codes', {
    config,
    handler: async (request) => secondFactors.newRecoveryCodes(signedInUser(request)),
  });

  route(app, 'POST /api/account/step-up/passkey-options', {
    config,
    handler: async (request) =>
      secondFactors.stepUpOptions(await relyingParty(app), signedInUser(request)),
  });

  route(app, 'POST /api/account/step-up', {
    // Wrong codes are counted per session by the service (10 in 15 minutes).
    config,
    handler: async (request) => {
      const rp = await relyingParty(app);
      return secondFactors.stepUp(signedInUser(request), request.body, rp);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingSignIn } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/call-route.ts';
import type { AccountsRoutesOptions } from '../accounts-route-options.ts';
import { answerSignIn } from '../answer-sign-in.ts';
import { signInPerIp } from '../attempt-limits.ts';
import { signInContext } from '../sign-in-context.ts';
import { relyingParty } from './relying-party.ts';

/** The sign-in's second step, and a sender's sign-in with a passkey alone. */
export const signInFactorRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { sessions, proofs },
) => {
  // Per IP as the sign-in itself; per address and device the session service counts failures.
  const config = { rateLimit: signInPerIp(app.config) };
  route(app, 'POST /api/auth/signin/second-factor', {
    config,
    handler: async (request, reply) => {
      const pending = pendingSignIn(request);
      const context = { ...signInContext(request), rp: await relyingParty(app) };
      return answerSignIn(
        app,
        reply,
        await sessions.completeSignIn(pending, request.body, context),
      );
    },
  });

  route(app, 'POST /api/auth/signin/second-factor/passkey-options', {
    config,
    handler: async (request) => {
      const pending = pendingSignIn(request);
      const rp = await relyingParty(app);
      return proofs.passkeys.requestOptions(rp, 'second_factor', pending.id);
    },
  });

  route(app, 'POST /api/auth/signin/passkey-options', {
    config,
    handler: async () => proofs.passkeys.requestOptions(await relyingParty(app), 'sign_in', null),
  });

  route(app, 'POST /api/auth/signin/passkey', {
    config,
    handler: async (request, reply) => {
      const context = { ...signInContext(request), rp: await relyingParty(app) };
      const signedIn = await sessions.signInWithPasskey(request.body.credential, context);
      return answerSignIn(app, reply, signedIn);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import { acceptIdentityForms, readIdentityForm } from '../identity/identity-upload.ts';
import { imageUploadLimit } from '../transfers/proof-file.ts';
import { createHoldsRepository } from './holds-repository.ts';

/** The signed-in sender's identity verification: its state, and a new submission. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptIdentityForms(app);
  const { identity, settings } = app.compliance;

  async function state(userId: string) {
    const [required, current] = await Promise.all([
      createHoldsRepository(app.db).identityRequired(userId),
      settings.read(),
    ]);
    const threshold = { amount: current.identity_threshold_usd, currency: 'USD' };
    return identity.state(userId, { required, threshold });
  }

  route(app, 'GET /api/identity', {
    handler: async (request) => state(signedInUser(request).id),
  });

  route(app, 'POST /api/identity', {
    config: perUserRateLimit(...imageUploadLimit),
    handler: async (request) => {
      const user = signedInUser(request);
      const form = await readIdentityForm(request);
      await identity.submit(user, form, request.language);
      return state(user.id);
    },
  });
};

import { identityStateSchema } from '@giro/shared/compliance/identity-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/openapi-answers.ts';
import {
  acceptIdentityForms,
  identityFormConfig,
  readIdentityForm,
} from '../identity/identity-upload.ts';
import { createHoldsRepository } from './holds-repository.ts';

const tags = ['identity'];

/** The signed-in sender's identity verification: its state, and a new submission. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoutes(app);
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

  app.get(
    '/api/identity',
    {
      schema: {
        summary: "The sender's identity verification: needed now, latest submission, verified",
        tags,
        response: { 200: identityStateSchema },
      },
    },
    async (request) => state(signedInUser(request).id),
  );

  app.post(
    '/api/identity',
    {
      config: { ...perUserRateLimit(10), ...identityFormConfig },
      schema: {
        summary: 'Submit date of birth, address, an ID document and its photo for review',
        tags,
        response: { 200: identityStateSchema, ...errorAnswers(409, 413, 415) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const form = await readIdentityForm(request);
      await identity.submit(user, form, request.language);
      return state(user.id);
    },
  );
};

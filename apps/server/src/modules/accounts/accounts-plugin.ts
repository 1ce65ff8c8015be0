import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { authPlugin } from '../../plugins/auth.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { activationResendRoutes } from './activation-resend.ts';
import { authRoutes } from './auth-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { createPasswordResetService } from './password-reset-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { createProfileService } from './profile-service.ts';
import { createRegistrationService } from './registration-service.ts';
import { factorRoutes } from './second-factor/factor-routes.ts';
import { createSecondFactorProofs } from './second-factor/second-factor-proofs.ts';
import { createSecondFactorService } from './second-factor/second-factor-service.ts';
import { signInFactorRoutes } from './second-factor/sign-in-factor-routes.ts';
import { createWebauthnChallengeRepository } from './second-factor/webauthn-challenge-repository.ts';
import { createSessionListService } from './session-list-service.ts';
import { sessionRoutes } from './session-routes.ts';
import { createSessionService } from './session-service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Forgets sign-in failure windows that have ended. */
    'accounts.sweep-sign-in-counters': Record<string, never>;
    /** Forgets WebAuthn challenges nobody answered in time. */
    'accounts.sweep-webauthn-challenges': Record<string, never>;
  }
}

const accounts: FastifyPluginAsync = async (app) => {
  const deps: AccountsDeps = { db: app.db, mail: app.mail, jobs: app.jobs, now: app.now };
  const proofs = createSecondFactorProofs(app.db, app.now);
  // The auth plugin resolves bearer tokens with the same service that issues them, so both
  // share one definition of a live session.
  const sessions = createSessionService(deps, proofs, {
    acceptsDemoPasswords: app.config.SEED_DEMO,
    demoRefused: (email) =>
      app.log.warn(
        { email },
        'sign-in refused: a demo account with its published demo password, on an instance that is not a demo (SEED_DEMO is off); give the account a new password or remove it',
      ),
  });
  await app.register(authPlugin, { sessions });
  const options: AccountsRoutesOptions = {
    sessions,
    registration: createRegistrationService(deps),
    passwordReset: createPasswordResetService(deps),
    profile: createProfileService(deps),
    proofs,
    secondFactors: createSecondFactorService(deps, proofs),
    sessionList: createSessionListService(deps),
  };
  const throttle = createSignInThrottle(app.db, app.now);
  app.jobs.define('accounts.sweep-sign-in-counters', () => throttle.sweep());
  app.jobs.schedule('accounts.sweep-sign-in-counters', '17 * * * *');
  const challenges = createWebauthnChallengeRepository(app.db, app.now);
  app.jobs.define('accounts.sweep-webauthn-challenges', () => challenges.sweep());
  app.jobs.schedule('accounts.sweep-webauthn-challenges', '23 * * * *');
  await app.register(authRoutes, options);
  await app.register(signInFactorRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(activationResendRoutes(deps));
  await app.register(profileRoutes, options);
  await app.register(factorRoutes, options);
  await app.register(sessionRoutes, options);
};

/**
 * Sender and staff accounts: sign-up, activation, sessions (`request.user`), second factors,
 * reset, profile.
 */
export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  dependencies: ['core', 'db', 'jobs', 'mail', 'site', 'security'],
});

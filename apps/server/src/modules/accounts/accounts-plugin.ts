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
import { createSessionService } from './session-service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Forgets sign-in failure windows that have ended. */
    'accounts.sweep-sign-in-counters': Record<string, never>;
  }
}

const accounts: FastifyPluginAsync = async (app) => {
  const deps: AccountsDeps = { db: app.db, mail: app.mail, jobs: app.jobs, now: app.now };
  // The auth plugin resolves bearer tokens with the same service that issues them, so both
  // share one definition of a live session.
  const sessions = createSessionService(deps);
  await app.register(authPlugin, { sessions });
  const options: AccountsRoutesOptions = {
    sessions,
    registration: createRegistrationService(deps),
    passwordReset: createPasswordResetService(deps),
    profile: createProfileService(deps),
  };
  const throttle = createSignInThrottle(app.db, app.now);
  app.jobs.define('accounts.sweep-sign-in-counters', () => throttle.sweep());
  app.jobs.schedule('accounts.sweep-sign-in-counters', '17 * * * *');
  await app.register(authRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(activationResendRoutes(deps));
  await app.register(profileRoutes, options);
};

/** Sender and staff accounts: sign-up, activation, sessions (`request.user`), reset, profile. */
export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  dependencies: ['core', 'db', 'jobs', 'mail', 'site', 'security'],
});

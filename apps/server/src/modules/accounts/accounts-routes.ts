import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';
import { authRoutes } from './auth-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { createPasswordResetService } from './password-reset-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { createProfileService } from './profile-service.ts';
import { createRegistrationService } from './registration-service.ts';
import type { SessionService } from './session-service.ts';

/**
 * Every account call. `sessions` is the service the auth plugin resolves bearer tokens with,
 * so both share one definition of a live session.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'PUBLIC_URL'>;
  sessions: SessionService;
  now: () => Date;
}> = async (app, { config, sessions, now }) => {
  const deps: AccountsDeps = { db: app.db, mailer: app.mailer, now };
  const options: AccountsRoutesOptions = {
    config,
    sessions,
    registration: createRegistrationService(deps),
    passwordReset: createPasswordResetService(deps),
    profile: createProfileService(deps),
  };
  await app.register(authRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(profileRoutes, options);
};

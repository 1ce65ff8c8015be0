import type { Config } from '../../config/env.ts';
import type { createPasswordResetService } from './password-reset-service.ts';
import type { createProfileService } from './profile-service.ts';
import type { createRegistrationService } from './registration-service.ts';
import type { SessionService } from './session-service.ts';

/** What the account route plugins are given (built once in `accountsRoutes`). */
export interface AccountsRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL'>;
  sessions: SessionService;
  registration: ReturnType<typeof createRegistrationService>;
  passwordReset: ReturnType<typeof createPasswordResetService>;
  profile: ReturnType<typeof createProfileService>;
}

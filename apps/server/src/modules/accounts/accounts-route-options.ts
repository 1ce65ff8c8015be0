import type { createPasswordResetService } from './password-reset-service.ts';
import type { createProfileService } from './profile-service.ts';
import type { createRegistrationService } from './registration-service.ts';
import type { SecondFactorProofs } from './second-factor/second-factor-proofs.ts';
import type { SecondFactorService } from './second-factor/second-factor-service.ts';
import type { createSessionListService } from './session-list-service.ts';
import type { SessionService } from './session-service.ts';

/** What the account route plugins are given (built once by the accounts plugin). */
export interface AccountsRoutesOptions {
  sessions: SessionService;
  registration: ReturnType<typeof createRegistrationService>;
  passwordReset: ReturnType<typeof createPasswordResetService>;
  profile: ReturnType<typeof createProfileService>;
  proofs: SecondFactorProofs;
  secondFactors: SecondFactorService;
  sessionList: ReturnType<typeof createSessionListService>;
}

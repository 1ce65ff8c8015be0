import type { ApiErrorCode } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';

type AdminConflict = Extract<
  ApiErrorCode,
  | 'email_taken'
  | 'staff_self_change'
  | 'staff_self_reset'
  | 'agent_hash_taken'
  | 'unknown_currency'
  | 'wallet_taken'
  | 'job_not_failed'
  | 'agent_has_account'
  | 'agent_email_staff'
  | 'agent_email_other_agent'
  | 'agent_email_deactivated'
  | 'nothing_to_settle'
  | 'money_change_pending'
  | 'money_change_own'
  | 'money_change_decided'
  | 'money_change_factor_recent'
>;

/** 409 for a console change that clashes with what exists; the console shows the message. */
export function adminConflict(code: AdminConflict): AppError {
  return new AppError(409, code);
}

export const notFound = () => new AppError(404, 'not_found');

import type { ApiErrorCode } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';

type AdminConflict = Extract<
  ApiErrorCode,
  | 'email_taken'
  | 'staff_self_change'
  | 'agent_hash_taken'
  | 'unknown_currency'
  | 'wallet_taken'
  | 'job_not_failed'
>;

/** 409 for a console change that clashes with what exists; the console shows the message. */
export function adminConflict(code: AdminConflict): AppError {
  return new AppError(409, code);
}

export const notFound = () => new AppError(404, 'not_found');

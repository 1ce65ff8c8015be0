import { staffSessionHours } from '@giro/shared/admin/session-policy-contracts';
import type { UserRole } from '@giro/shared/admin/staff-roles';
import { isStaff } from './second-factor/factor-state.ts';

const hour = 3_600_000;

/** How long sessions and emailed links stay valid; the mails state the link lifetimes. */
export const accountLifetimes = {
  sessionMs: 30 * 24 * hour,
  /** Staff sessions, whatever the idle limit (README "Sessions"). */
  staffSessionMs: staffSessionHours * hour,
  /** Between a right password and its second factor. */
  pendingSignInMs: 10 * 60_000,
  activationHours: 48,
  resetHours: 1,
  /** An agent's invitation to set a password: a week, as the operator may invite ahead. */
  invitationHours: 7 * 24,
  /** A staff member's invitation: three days, as it opens the console. */
  staffInvitationHours: 3 * 24,
} as const;

export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * hour);
}

/** When a session that starts (or completes its sign-in) at `at` ends at the latest. */
export function sessionExpiry(role: UserRole, at: Date): Date {
  const { staffSessionMs, sessionMs } = accountLifetimes;
  return new Date(at.getTime() + (isStaff(role) ? staffSessionMs : sessionMs));
}

import type { SecondFactorMethod } from '@giro/shared';
import { hasStaffRole, type UserRole } from '@giro/shared/admin/staff-roles';
import type { Database } from '../../../db/database.ts';
import { createPasskeyRepository, type PasskeyRow } from './passkey-repository.ts';
import { createRecoveryCodeRepository } from './recovery-code-repository.ts';
import { createTotpRepository } from './totp-repository.ts';

/** What guards an account besides its password. */
export interface FactorState {
  role: UserRole;
  /** When the authenticator app was turned on (null: off, or set up and never confirmed). */
  totpEnabledAt: Date | null;
  passkeys: PasskeyRow[];
  recoveryLeft: number;
}

export const isStaff = (role: UserRole) => hasStaffRole(role, 'operator');

export async function readFactorState(
  db: Database,
  user: { id: string; role: UserRole },
): Promise<FactorState> {
  const [totp, passkeys, recoveryLeft] = [
    await createTotpRepository(db).find(user.id),
    await createPasskeyRepository(db).listOf(user.id),
    await createRecoveryCodeRepository(db).countLeft(user.id),
  ];
  return { role: user.role, totpEnabledAt: totp?.confirmedAt ?? null, passkeys, recoveryLeft };
}

/** Passkeys and the authenticator app: what a staff account must keep one of. */
export const factorCount = (state: FactorState) =>
  state.passkeys.length + (state.totpEnabledAt === null ? 0 : 1);

/**
 * Whether the password alone no longer signs in: staff with any factor, senders who turned on
 * the authenticator app (a sender's passkey is a way in of its own, not a second step).
 */
export function needsSecondFactor(state: FactorState): boolean {
  return isStaff(state.role) ? factorCount(state) > 0 : state.totpEnabledAt !== null;
}

/** How the sign-in's second step can be proven; empty when the password is enough. */
export function secondFactorMethods(state: FactorState): SecondFactorMethod[] {
  if (!needsSecondFactor(state)) return [];
  return [
    ...(state.totpEnabledAt === null ? [] : (['totp'] as const)),
    ...(state.passkeys.length === 0 ? [] : (['passkey'] as const)),
    ...(state.recoveryLeft === 0 ? [] : (['recovery_code'] as const)),
  ];
}

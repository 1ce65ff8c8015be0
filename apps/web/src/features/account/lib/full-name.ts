import type { AuthUser } from '@giro/shared/accounts/auth-contracts';

/** "Ana Pérez"; a one-word name has no last name. */
export function fullNameOf(user: Pick<AuthUser, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

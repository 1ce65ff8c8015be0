import type { Database } from '../../db/database.ts';
import { accountLifetimes, hoursFrom } from './account-lifetimes.ts';
import type { AccountTokenPurpose } from './account-token-repository.ts';
import { createAccountTokenRepository } from './account-token-repository.ts';
import { createSecretToken } from './secret-token.ts';

const pages: Record<AccountTokenPurpose, { path: string; hours: number }> = {
  activation: { path: '/user-activation', hours: accountLifetimes.activationHours },
  reset: { path: '/reset-password', hours: accountLifetimes.resetHours },
  invitation: { path: '/agent-invitation', hours: accountLifetimes.invitationHours },
  staff_invitation: { path: '/admin/invitation', hours: accountLifetimes.staffInvitationHours },
};

/**
 * Issues single-use emailed links: `<origin>/user-activation?token=…`, `/reset-password?token=…`,
 * `/agent-invitation?token=…`, `/admin/invitation?token=…`.
 * `tx` is the transaction that also enqueues the mail carrying the link.
 */
export function createAccountLinks(now: () => Date) {
  return {
    async issue(
      tx: Database,
      userId: string,
      purpose: AccountTokenPurpose,
      origin: string,
    ): Promise<string> {
      const tokens = createAccountTokenRepository(tx);
      const { token, hash } = createSecretToken();
      const { path, hours } = pages[purpose];
      const issuedAt = now();
      await tokens.insert({
        userId,
        purpose,
        tokenHash: hash,
        now: issuedAt,
        expiresAt: hoursFrom(issuedAt, hours),
      });
      const url = new URL(path, origin);
      url.searchParams.set('token', token);
      return url.toString();
    },
  };
}

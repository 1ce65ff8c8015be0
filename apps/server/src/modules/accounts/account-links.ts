import { accountLifetimes, hoursFrom } from './account-lifetimes.ts';
import type { AccountTokenPurpose } from './account-token-repository.ts';
import { createAccountTokenRepository } from './account-token-repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { createSecretToken } from './secret-token.ts';

const pages: Record<AccountTokenPurpose, { path: string; hours: number }> = {
  activation: { path: '/user-activation', hours: accountLifetimes.activationHours },
  reset: { path: '/reset-password', hours: accountLifetimes.resetHours },
};

/** Issues single-use emailed links: `<origin>/user-activation?token=…`, `/reset-password?token=…`. */
export function createAccountLinks({ db, now }: Pick<AccountsDeps, 'db' | 'now'>) {
  const tokens = createAccountTokenRepository(db);
  return {
    async issue(userId: string, purpose: AccountTokenPurpose, origin: string): Promise<string> {
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

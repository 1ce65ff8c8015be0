import type {
  AcceptInvitationBody,
  CheckInvitationResponse,
} from '@giro/shared/agents/agent-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountLifetimes } from '../accounts/account-lifetimes.ts';
import {
  createAccountTokenRepository,
  type UsableToken,
} from '../accounts/account-token-repository.ts';
import { type DeviceCookie, deviceCookie, newDeviceKey } from '../accounts/device-cookie.ts';
import { hashPassword } from '../accounts/password-hasher.ts';
import { createSecretToken, hashSecretToken } from '../accounts/secret-token.ts';
import { createSessionRepository } from '../accounts/session-repository.ts';
import { createUserRepository } from '../accounts/user-repository.ts';
import { agentOfUser } from './agent-of-user.ts';

export interface AcceptedInvitation {
  /** The new session's bearer token. */
  token: string;
  device: DeviceCookie;
}

/** The invited agent opens the mailed link, chooses a password and is signed in. */
export function createAgentInvitationService({ db, now }: { db: Database; now: () => Date }) {
  /** A usable invitation of an agent's account that is not deactivated. */
  async function findInvitation(token: string): Promise<UsableToken | undefined> {
    const tokens = createAccountTokenRepository(db);
    const found = await tokens.findUsable('invitation', hashSecretToken(token), now());
    const usable = found?.user.deactivatedAt === null && found.user.role === 'agent';
    return usable ? found : undefined;
  }

  return {
    async check(token: string): Promise<CheckInvitationResponse> {
      const found = await findInvitation(token);
      const agent = found && (await agentOfUser(db, found.user.id));
      if (found === undefined || agent === undefined) return { valid: false };
      return { valid: true, email: found.user.email, agent_name: agent.name };
    },

    /**
     * Sets the password, activates the account (the link proved the mailbox), spends the link
     * (once, even when two requests race: the second finds it used and gets 400 token_invalid)
     * and opens a session. Throws 400 token_invalid for a used, expired or unknown link.
     */
    async accept(
      body: AcceptInvitationBody,
      client: { userAgent: string | null; ip: string },
    ): Promise<AcceptedInvitation> {
      const found = await findInvitation(body.token);
      if (found === undefined) throw new AppError(400, 'token_invalid');
      const passwordHash = await hashPassword(body.password);
      const deviceKey = newDeviceKey();
      const session = createSecretToken();
      const at = now();
      const userId = found.user.id;
      await db.transaction(async (tx) => {
        const tokens = createAccountTokenRepository(tx);
        if (!(await tokens.consume(found.tokenId, at))) throw new AppError(400, 'token_invalid');
        await tokens.consumeAllOf(userId, 'invitation', at);
        await createUserRepository(tx).update(userId, { passwordHash, active: true, deviceKey });
        const sessions = createSessionRepository(tx);
        await sessions.revokeAllOf(userId, at);
        const expiresAt = new Date(at.getTime() + accountLifetimes.sessionMs);
        await sessions.insert({ userId, tokenHash: session.hash, now: at, expiresAt, ...client });
      });
      return { token: session.token, device: deviceCookie(deviceKey, userId) };
    },
  };
}

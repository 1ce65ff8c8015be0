import type { CheckStaffInvitationResponse } from '@giro/shared/admin/staff-contracts';
import { staffRoleSchema } from '@giro/shared/admin/staff-roles';
import type { AcceptInvitationBody } from '@giro/shared/agents/agent-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../plugins/call-route.ts';
import { sessionExpiry } from '../../accounts/account-lifetimes.ts';
import { createAccountTokenRepository } from '../../accounts/account-token-repository.ts';
import { signInPerIp } from '../../accounts/attempt-limits.ts';
import { deviceCookie, newDeviceKey } from '../../accounts/device-cookie.ts';
import { acceptInvitation } from '../../accounts/invitation-acceptance.ts';
import { hashPassword } from '../../accounts/password-hasher.ts';
import { isStaff } from '../../accounts/second-factor/factor-state.ts';
import { createSecretToken, hashSecretToken } from '../../accounts/secret-token.ts';
import { createSessionRepository } from '../../accounts/session-repository.ts';
import { createUserRepository } from '../../accounts/user-repository.ts';

/** The invited staff member opens the mailed link, chooses a password and is signed in. */
function createStaffInvitationService(db: Database, now: () => Date) {
  async function findInvitation(token: string) {
    const tokens = createAccountTokenRepository(db);
    const found = await tokens.findUsable('staff_invitation', hashSecretToken(token), now());
    const usable = found?.user.deactivatedAt === null && isStaff(found.user.role);
    return usable ? found : undefined;
  }

  return {
    async check(token: string): Promise<CheckStaffInvitationResponse> {
      const found = await findInvitation(token);
      if (found === undefined) return { valid: false };
      const { email, firstName, role } = found.user;
      return { valid: true, email, first_name: firstName, role: staffRoleSchema.parse(role) };
    },

    /**
     * Sets the password, activates the account (the link proved the mailbox), spends the link
     * once (a second request racing it gets 400 token_invalid) and opens a session, which opens
     * nothing in the console until a second factor is enrolled.
     */
    async accept(body: AcceptInvitationBody, client: { userAgent: string | null; ip: string }) {
      const found = await findInvitation(body.token);
      if (found === undefined) throw new AppError(400, 'token_invalid');
      const passwordHash = await hashPassword(body.password);
      const deviceKey = newDeviceKey();
      const session = createSecretToken();
      const at = now();
      const { id: userId, role } = found.user;
      await db.transaction(async (tx) => {
        const tokens = createAccountTokenRepository(tx);
        if (!(await tokens.consume(found.tokenId, at))) throw new AppError(400, 'token_invalid');
        await tokens.consumeAllOf(userId, 'staff_invitation', at);
        await createUserRepository(tx).update(userId, { passwordHash, active: true, deviceKey });
        const expiresAt = sessionExpiry(role, at);
        await createSessionRepository(tx).insert({
          userId,
          tokenHash: session.hash,
          now: at,
          expiresAt,
          ...client,
        });
      });
      return { token: session.token, device: deviceCookie(deviceKey, userId) };
    },
  };
}

/** The /admin/invitation page's calls: check the mailed link, then choose the password. */
export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = createStaffInvitationService(app.db, app.now);

  // Accepting signs the person in, so both calls count against the sign-in limit per IP.
  route(app, 'POST /api/auth/staff-invitation/check', {
    config: { rateLimit: signInPerIp(app.config) },
    handler: async (request) => invitations.check(request.body.token),
  });

  route(app, 'POST /api/auth/staff-invitation', {
    config: { rateLimit: signInPerIp(app.config) },
    handler: (request, reply) => acceptInvitation(request, reply, invitations.accept),
  });
};

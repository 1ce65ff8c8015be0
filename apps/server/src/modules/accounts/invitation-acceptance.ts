import type { AcceptInvitationBody } from '@giro/shared/agents/agent-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../../plugins/security.ts';
import { requireUncommonPassword } from './common-passwords.ts';
import { type DeviceCookie, setDeviceCookie } from './device-cookie.ts';
import { clientOf } from './sign-in-context.ts';

type AcceptInvitation = (
  body: AcceptInvitationBody,
  client: ReturnType<typeof clientOf>,
) => Promise<{ token: string; device: DeviceCookie }>;

/**
 * A mailed invitation (staff's, an agent's) accepted: the password chosen (a common one refused),
 * the session `accept` opens, and this browser remembered as the account's.
 */
export async function acceptInvitation(
  request: FastifyRequest & { body: AcceptInvitationBody },
  reply: FastifyReply,
  accept: AcceptInvitation,
): Promise<{ token: string }> {
  requireUncommonPassword(request.body.password, request.language);
  const { token, device } = await accept(request.body, clientOf(request));
  setDeviceCookie(reply, device, isHttps(request.server.config));
  return { token };
}

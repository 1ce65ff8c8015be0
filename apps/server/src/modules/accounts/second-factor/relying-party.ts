import type { FastifyInstance } from 'fastify';
import { mailLinkOrigin } from '../../mail/public-origin.ts';

/** Who passkeys are made for: the site's host name (the RP ID), its origin and its name. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/**
 * The origin is the one mails link to (PUBLIC_URL, else the local demo's own, else the operator's
 * domain): a passkey is bound to the host the sender's browser shows, never to a forged Host.
 */
export async function relyingParty(app: FastifyInstance): Promise<RelyingParty> {
  const origin = await mailLinkOrigin(app);
  const { operator, domain_name: domainName } = await app.siteService.getSiteData();
  return { id: new URL(origin).hostname, origin, name: operator.name || domainName || 'Giro' };
}

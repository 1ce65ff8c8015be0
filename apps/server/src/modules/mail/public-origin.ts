import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';

/**
 * The origin the payer's browser and the gateways come back to: `PUBLIC_URL` when set, else
 * the request's protocol and Host (a forged Host only misdirects the forger's own payment).
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

/**
 * The one origin of every link Giro sends (mails, receipts, the agent's link to share):
 * `PUBLIC_URL`; on a demo start (`SEED_DEMO`, as `npm start` runs) the local address; else the
 * operator's domain from the settings. Never a request's Host, which the client chooses: a
 * forged Host must not reach someone's reset mail.
 */
export function linkOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'SEED_DEMO' | 'PORT'>,
  domainName: string,
): string {
  if (config.PUBLIC_URL !== undefined) return config.PUBLIC_URL;
  if (config.SEED_DEMO) return `http://localhost:${config.PORT}`;
  return `https://${domainName || 'localhost'}`;
}

/** `linkOrigin` with the operator's current domain. */
export async function mailLinkOrigin(app: FastifyInstance): Promise<string> {
  const { domain_name: domainName } = await app.siteService.getSiteData();
  return linkOrigin(app.config, domainName);
}

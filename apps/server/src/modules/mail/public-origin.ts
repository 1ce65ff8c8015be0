import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';

/**
 * The origin the payer's browser and the gateways come back to: `PUBLIC_URL` when set, else
 * the request's protocol and Host (a forged Host only misdirects the forger's own payment).
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origin of links in mails. The Host header is chosen by the client, so it is used only
 * when it is loopback (the local demo): otherwise a forged Host would put a foreign origin into
 * someone's reset mail. Without `PUBLIC_URL`, a public request's links go to the operator's
 * domain from the settings.
 */
export async function mailLinkOrigin(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string> {
  if (app.config.PUBLIC_URL !== undefined) return app.config.PUBLIC_URL;
  if (loopbackHost.test(request.hostname)) return `${request.protocol}://${request.host}`;
  const { domain_name: domainName } = await app.siteService.getSiteData();
  return `https://${domainName || 'localhost'}`;
}

import type { SiteData } from '@giro/shared/site-data';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';

/**
 * The origin of canonical and alternate addresses: `PUBLIC_URL`, else the operator's domain,
 * else the request's own (only a fresh install without either: then the Host header is all
 * there is, and these pages are never stored by a shared cache).
 */
export function siteOrigin(
  config: Pick<Config, 'PUBLIC_URL'>,
  site: SiteData,
  request: FastifyRequest,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  if (site.domain_name) return `https://${site.domain_name}`;
  return `${request.protocol}://${request.host}`;
}

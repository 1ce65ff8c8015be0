import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';

/**
 * The origin of links in mails: `PUBLIC_URL` when set, else the request's protocol and Host.
 * The Host header is chosen by the client, so production must set PUBLIC_URL: otherwise a
 * forged Host could put a foreign origin in a password-reset mail.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

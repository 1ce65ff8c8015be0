import type { FastifyRequest } from 'fastify';
import type { SignInContext } from './session-service.ts';

/** Enough of a User-Agent to name a browser; the rest would only fill the table. */
const userAgentLength = 512;

/** The client a new session is opened for: its browser's User-Agent and its address. */
export function clientOf(request: FastifyRequest): { userAgent: string | null; ip: string } {
  const userAgent = request.headers['user-agent'];
  return { userAgent: userAgent ? userAgent.slice(0, userAgentLength) : null, ip: request.ip };
}

export function signInContext(request: FastifyRequest): SignInContext {
  return { language: request.language, cookies: request.cookies, ...clientOf(request) };
}

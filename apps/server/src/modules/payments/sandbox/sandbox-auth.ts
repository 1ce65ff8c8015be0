import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { safeEqual } from '../../../lib/safe-equal.ts';

/** The fake gateway APIs answer only Giro's own adapters, which hold this process's secrets. */
export function requireHeader(request: FastifyRequest, name: string, expected: string): void {
  const sent = request.headers[name];
  if (typeof sent !== 'string' || !safeEqual(sent, expected))
    throw new AppError(401, 'unauthorized');
}

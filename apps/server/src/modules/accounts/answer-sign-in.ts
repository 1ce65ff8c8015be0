import type { SignInResponse } from '@giro/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isHttps } from '../../plugins/security.ts';
import { setDeviceCookie } from './device-cookie.ts';
import type { SignedIn } from './session-service.ts';

/** A sign-in's answer: the token (and the second step's methods); the device cookie once done. */
export function answerSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  { token, device, secondFactor }: SignedIn,
): SignInResponse {
  if (device !== undefined) setDeviceCookie(reply, device, isHttps(app.config));
  return secondFactor === undefined ? { token } : { token, second_factor: secondFactor };
}

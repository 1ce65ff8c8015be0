import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * OWASP "device cookies": a browser that signed in to an account keeps a cookie signed with
 * the account's own key (`users.device_key`), so the account's lock for unknown browsers does
 * not apply to it. Clearing the key distrusts every device of the account at once.
 */
export interface DeviceCookie {
  name: string;
  value: string;
}

/** Sent only to the sign-in call; the cookie is renewed on every sign-in. */
const path = '/api/auth/signin';
const maxAgeSeconds = 180 * 24 * 60 * 60;

export const newDeviceKey = () => randomBytes(32).toString('base64url');

/** One cookie per account, so a browser can be trusted by a sender and a staff account at once. */
function deviceCookieName(userId: string): string {
  return `giro_device_${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

function sign(key: string, userId: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${userId}.${nonce}`).digest();
}

/** A cookie for the device `nonce` (a new device unless given) of the account. */
export function deviceCookie(
  key: string,
  userId: string,
  nonce = randomBytes(16).toString('base64url'),
): DeviceCookie {
  const value = `${nonce}.${sign(key, userId, nonce).toString('base64url')}`;
  return { name: deviceCookieName(userId), value };
}

/** The device's nonce when the browser holds a cookie the account's current key signed. */
export function trustedDevice(
  cookies: Partial<Record<string, string>>,
  user: { id: string; deviceKey: string | null },
): string | undefined {
  const value = cookies[deviceCookieName(user.id)];
  if (value === undefined || user.deviceKey === null) return undefined;
  const [nonce, signature, ...rest] = value.split('.');
  if (!nonce || !signature || rest.length > 0) return undefined;
  const expected = sign(user.deviceKey, user.id, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

export function setDeviceCookie(reply: FastifyReply, cookie: DeviceCookie, secure: boolean): void {
  reply.setCookie(cookie.name, cookie.value, {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: maxAgeSeconds,
  });
}

import type { Language } from '@giro/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import { csrf } from '../helpers/csrf.ts';

export interface SendOptions {
  language?: Language;
  /** Client IP; each call gets a fresh one unless given, so the per-IP limit stays out of the way. */
  ip?: string;
}

let lastIp = 0;
function nextIp(): string {
  lastIp += 1;
  return `10.20.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** POST /contact as the web sends it: CSRF pair, `language` cookie, JSON body, a client IP. */
export function contactClient(app: App) {
  const pair = csrf(app);
  return async function send(
    payload: Record<string, unknown>,
    { language = 'es', ip = nextIp() }: SendOptions = {},
  ): Promise<LightMyRequestResponse> {
    const { cookies, headers } = await pair;
    return app.inject({
      method: 'POST',
      url: '/contact',
      payload,
      remoteAddress: ip,
      cookies: { ...cookies, language },
      headers,
    });
  };
}

/** A complete message as a sender abroad writes it. */
export function contactMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ana María Pérez',
    email: 'ana.perez@example.com',
    message: '¿Cuánto tarda en llegar un envío en CUP a Santiago de Cuba?',
    freelancer: 'demo-agent',
    ...overrides,
  };
}

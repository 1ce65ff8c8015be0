import type { Language } from '@giro/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { type CsrfPair, csrf } from './csrf.ts';
import { tokenOf, waitForMail } from './outbox.ts';

export const testPassword = 'cuba-libre-42';

export interface CallOptions {
  token?: string;
  language?: Language;
  /** Client IP; each call gets a fresh one unless given, so per-IP limits stay out of the way. */
  ip?: string;
  /** Further cookies the browser holds (a device cookie). */
  cookies?: Record<string, string>;
  /** The Host header the client sends (a forger's). */
  host?: string;
  /** The browser's User-Agent. */
  userAgent?: string;
}

let lastIp = 0;
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** Account calls through `app.inject`, with CSRF, bearer token, language and client IP. */
export function accountsClient({ app, config }: TestApp) {
  let pair: CsrfPair | undefined;

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload: object | undefined,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    pair ??= await csrf(app);
    return app.inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      remoteAddress: options.ip ?? freshIp(),
      cookies: {
        ...pair.cookies,
        ...options.cookies,
        ...(options.language && { language: options.language }),
      },
      headers: {
        ...pair.headers,
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.host && { host: options.host }),
        ...(options.userAgent && { 'user-agent': options.userAgent }),
      },
    });
  }

  const post = (url: string, payload?: object, options?: CallOptions) =>
    call('POST', url, payload, options);
  const get = (url: string, options?: CallOptions) => call('GET', url, undefined, options);
  const del = (url: string, options?: CallOptions) => call('DELETE', url, undefined, options);

  const signUp = (email: string, extra: Record<string, unknown> = {}, options?: CallOptions) =>
    post(
      '/api/auth/sign_up',
      {
        fullname: 'Ana María Pérez',
        email,
        password: testPassword,
        confirm_password: testPassword,
        ...extra,
      },
      options,
    );

  const signIn = (email: string, password = testPassword, options?: CallOptions) =>
    post('/api/auth/signin', { email, password }, options);

  /** Signs up and opens the activation link of the mail (the `mailNumber`th mail to `email`). */
  async function registerActive(email: string, mailNumber = 1): Promise<void> {
    const signedUp = await signUp(email);
    if (signedUp.statusCode !== 200) throw new Error(`sign-up failed: ${signedUp.body}`);
    const token = tokenOf(await waitForMail(config.DATA_DIR, email, mailNumber));
    const activated = await post('/api/auth/activate', { token });
    if (!activated.json<{ success: boolean }>().success) throw new Error('activation failed');
  }

  /** A new active account signed in: its bearer token. */
  async function signedInUser(email: string): Promise<string> {
    await registerActive(email);
    const response = await signIn(email);
    return response.json<{ token: string }>().token;
  }

  return { post, get, del, signUp, signIn, registerActive, signedInUser };
}

export type AccountsClient = ReturnType<typeof accountsClient>;

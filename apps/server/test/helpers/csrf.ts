import type { App } from '../../src/app.ts';
import { csrfCookie } from '../../src/plugins/csrf.ts';

export interface CsrfPair {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

/** A valid cookie + header pair for state-changing `app.inject` calls: `{ ...await csrf(app) }`. */
export async function csrf(app: App): Promise<CsrfPair> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf' });
  const { token } = response.json<{ token: string }>();
  return { cookies: { [csrfCookie]: token }, headers: { 'x-xsrf-token': token } };
}

import { totpCodeAt, totpStep } from '../src/modules/accounts/second-factor/totp.ts';
import { servedBy } from './haproxy.ts';

export interface Answer {
  status: number;
  /** The instance that answered through the balancer (its header); null when called directly. */
  instance: string | null;
  headers: Headers;
  body: Buffer;
  json<T>(): T;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  /** The client's address as the balancer would forward it (instances trust the proxy). */
  forwardedFor?: string;
}

/** HTTP calls to one origin as the web app makes them: the CSRF pair, a bearer token, JSON. */
export function giroClient(origin: string) {
  let csrfToken: Promise<string> | undefined;
  const csrf = () => {
    csrfToken ??= fetch(`${origin}/api/csrf`)
      .then((response) => response.json() as Promise<{ token: string }>)
      .then(({ token }) => token);
    return csrfToken;
  };

  return async function call(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer> {
    const token = await csrf();
    const headers: Record<string, string> = {
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      instance: response.headers.get(servedBy),
      headers: response.headers,
      body,
      json: <T>() => JSON.parse(body.toString('utf8')) as T,
    };
  };
}

export type GiroCall = ReturnType<typeof giroClient>;

/**
 * A staff member's console token: the password, then an authenticator app turned on in that
 * session (the console opens only to a session that proved a second factor).
 */
export async function consoleToken(
  call: GiroCall,
  staff: { email: string; password: string },
  forwardedFor?: string,
): Promise<string> {
  const client = forwardedFor === undefined ? {} : { forwardedFor };
  const signedIn = await call('POST', '/api/auth/signin', { json: staff, ...client });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
  const { token } = signedIn.json<{ token: string }>();
  const started = await call('POST', '/api/account/totp', { token, ...client });
  const { secret } = started.json<{ secret: string }>();
  const code = totpCodeAt(secret, totpStep(new Date()));
  const confirmed = await call('POST', '/api/account/totp/confirm', {
    token,
    json: { code },
    ...client,
  });
  if (confirmed.status !== 200) throw new Error(`enrolment answered ${confirmed.status}`);
  return token;
}

/** Calls to instance A, to instance B, and through the balancer. */
export function clusterClients(cluster: {
  instanceA: { origin: string };
  instanceB: { origin: string };
  balancer: { origin: string };
}) {
  return {
    onA: giroClient(cluster.instanceA.origin),
    onB: giroClient(cluster.instanceB.origin),
    balanced: giroClient(cluster.balancer.origin),
  };
}

import { GatewayRequestFailed } from './gateway-errors.ts';

export interface AccessToken {
  value: string;
  expiresInSeconds: number;
}

// Renew a little early so a token never expires between reading it and the gateway checking it.
const renewMarginMs = 60_000;

/** A gateway's bearer token, fetched once and shared until it is about to expire. */
export function createAccessTokenCache(fetchToken: () => Promise<AccessToken>, now: () => Date) {
  let cached: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function refresh(): Promise<string> {
    const token = await fetchToken();
    cached = { value: token.value, expiresAt: now().getTime() + token.expiresInSeconds * 1000 };
    return token.value;
  }

  function current(): Promise<string> {
    if (cached && now().getTime() < cached.expiresAt - renewMarginMs) {
      return Promise.resolve(cached.value);
    }
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** Runs `use` with a token; a 401 means it was revoked early: one retry with a fresh token. */
  async function withToken<T>(use: (token: string) => Promise<T>): Promise<T> {
    try {
      return await use(await current());
    } catch (error) {
      if (!(error instanceof GatewayRequestFailed && error.status === 401)) throw error;
      cached = undefined;
      return use(await current());
    }
  }

  return { withToken };
}

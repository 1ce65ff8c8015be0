import type { Language } from '@giro/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RateAlertsCallOptions {
  token?: string;
  payload?: object;
  language?: Language;
}

/** Calls with the CSRF pair, an optional bearer token and the reader's language. */
export function rateAlertsClient({ app }: TestApp) {
  let pair: CsrfPair | undefined;
  return async function call(
    method: Method,
    url: string,
    { token, payload, language = 'es' }: RateAlertsCallOptions = {},
  ): Promise<LightMyRequestResponse> {
    pair ??= await csrf(app);
    return app.inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      cookies: pair.cookies,
      headers: {
        ...pair.headers,
        'accept-language': language,
        ...(token !== undefined && { authorization: `Bearer ${token}` }),
      },
    });
  };
}

export type RateAlertsCall = ReturnType<typeof rateAlertsClient>;

/** USD → CUP terms as seeded, at `tasa`: what the operator saves in the console. */
export const usdToCup = (tasa: string) => ({
  tasa,
  commission_percent: '3',
  commission_fixed: '1.00',
  min_principal: '20.00',
  max_principal: '2000.00',
  enabled: true,
});

import type { Language } from '@giro/shared';
import type { App } from '../../src/app.ts';
import { csrf } from '../helpers/csrf.ts';

type Payload = Record<string, unknown>;

/**
 * The calculator's calls as the web sends them: CSRF pair, `language` cookie, JSON bodies, and
 * the bearer token of a signed-in visitor when `token` is given.
 */
export function calculatorClient(app: App) {
  const pair = csrf(app);
  const bearer = (token: string | undefined) =>
    token === undefined ? {} : { authorization: `Bearer ${token}` };
  return {
    async getCurrencies(hash?: string, language: Language = 'es', token?: string) {
      return app.inject({
        method: 'GET',
        url: '/get_currencies',
        query: hash === undefined ? {} : { u: hash },
        cookies: { language },
        headers: bearer(token),
      });
    },

    async post(url: string, payload: Payload, language: Language = 'es', token?: string) {
      const { cookies, headers } = await pair;
      return app.inject({
        method: 'POST',
        url,
        payload,
        cookies: { ...cookies, language },
        headers: { ...headers, ...bearer(token) },
      });
    },

    checkUserUrl(p: unknown, language?: Language, token?: string) {
      return this.post('/api/check_user_url', p === undefined ? {} : { p }, language, token);
    },

    calc(payload: Payload, language?: Language, token?: string) {
      return this.post('/api/calc_money_sent', payload, language, token);
    },
  };
}

export type CalculatorClient = ReturnType<typeof calculatorClient>;

/** A quote request on the demo data: 100 USD sent to CUP by a direct customer. */
export function quoteRequest(overrides: Payload = {}): Payload {
  return {
    amount: '100',
    currency: 'USD',
    destination_currency: 'CUP',
    type: 1,
    key: '',
    delivery: 1,
    ...overrides,
  };
}

/** The console's body for the demo CAD→CUP route (PUT /api/admin/pricing/routes/CAD/CUP) at `tasa`. */
export function cadToCupRoute(tasa: string): Payload {
  return {
    tasa,
    commission_percent: '3.5',
    commission_fixed: '1.5',
    min_principal: '30',
    max_principal: '2500',
    enabled: true,
  };
}

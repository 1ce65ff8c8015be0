import type { Language } from '@giro/shared';
import type { App } from '../../src/app.ts';
import { csrf } from '../helpers/csrf.ts';

type Payload = Record<string, unknown>;

/** The calculator's calls as the web sends them: CSRF pair, `language` cookie, JSON bodies. */
export function calculatorClient(app: App) {
  const pair = csrf(app);
  return {
    async getCurrencies(hash?: string, language: Language = 'es') {
      return app.inject({
        method: 'GET',
        url: '/get_currencies',
        query: hash === undefined ? {} : { u: hash },
        cookies: { language },
      });
    },

    async post(url: string, payload: Payload, language: Language = 'es') {
      const { cookies, headers } = await pair;
      return app.inject({
        method: 'POST',
        url,
        payload,
        cookies: { ...cookies, language },
        headers,
      });
    },

    checkUserUrl(p: unknown, language?: Language) {
      return this.post('/api/check_user_url', p === undefined ? {} : { p }, language);
    },

    calc(payload: Payload, language?: Language) {
      return this.post('/api/calc_money_sent', payload, language);
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

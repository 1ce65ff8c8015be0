import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import { type FetchCall, jsonResponse } from '@/test/fetch';
import { errorResponse, usdToCup } from './admin-fixtures';

type Handler = (call: FetchCall) => Response;

/** The reads of the pricing screen, answered with one route and no delivery options. */
export const pricingReads: Record<string, Handler> = {
  'GET /api/admin/pricing/routes': () => jsonResponse([usdToCup]),
  'GET /api/admin/pricing/currencies': () =>
    jsonResponse([
      { code: 'USD', fiat: true, enabled: true },
      { code: 'BTC', fiat: false, enabled: true },
    ]),
  'GET /api/admin/pricing/delivery-options': () => jsonResponse([]),
  'GET /api/admin/pricing/crypto-prices': () =>
    jsonResponse([{ currency: 'BTC', price_usd: '65000', updated_at: usdToCup.updated_at }]),
};

/** GET /api/admin/me: `me` for the staff token, 401 without a token. */
export function meFor(me: StaffMe): Record<string, Handler> {
  return {
    'GET /api/admin/me': ({ headers }) =>
      headers.get('authorization') === 'Bearer staff-token'
        ? jsonResponse(me)
        : errorResponse(401, 'unauthorized', 'Debe iniciar sesión para continuar.'),
  };
}

import type { App } from '../../src/app.ts';
import { payeerCallbackSign } from '../../src/modules/payments/gateways/payeer-signature.ts';

let operations = 0;

/**
 * Payeer's signed status callback for `reference` as Payeer posts it: a new operation id each
 * time (a new payment) unless `fields` repeats one.
 */
export function payeerCallback(
  shop: { shopId: string; secret: string },
  reference: string,
  fields: Record<string, string> = {},
) {
  operations += 1;
  const body = {
    m_operation_id: `90000${operations}`,
    m_operation_ps: '2609',
    m_operation_date: '21.08.2024 14:30:05',
    m_operation_pay_date: '21.08.2024 14:31:10',
    m_shop: shop.shopId,
    m_orderid: reference,
    m_amount: '104.00',
    m_curr: 'USD',
    m_desc: 'UmVtZXNh',
    m_status: 'success',
    ...fields,
  };
  return { ...body, m_sign: payeerCallbackSign(body, shop.secret) };
}

/** Posts a Payeer callback to Giro as Payeer does (form-encoded, no CSRF). */
export const postPayeerCallback = (app: App, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/payments/callback/payeer',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

import { createHash } from 'node:crypto';

/** The fields of Payeer's merchant form that its `m_sign` covers; `m_desc` is base64. */
export interface PayeerForm {
  m_shop: string;
  m_orderid: string;
  m_amount: string;
  m_curr: string;
  m_desc: string;
}

/** The fields of Payeer's status callback, in the order its `m_sign` covers them. */
export const payeerCallbackFields = [
  'm_operation_id',
  'm_operation_ps',
  'm_operation_date',
  'm_operation_pay_date',
  'm_shop',
  'm_orderid',
  'm_amount',
  'm_curr',
  'm_desc',
  'm_status',
] as const;

export type PayeerCallback = Record<(typeof payeerCallbackFields)[number], string> & {
  /** Only sent back when the form carried encrypted extra parameters. */
  m_params?: string;
};

const upperSha256 = (parts: readonly string[]) =>
  createHash('sha256').update(parts.join(':')).digest('hex').toUpperCase();

/** `m_sign` of the merchant form: SHA-256 of `m_shop:m_orderid:m_amount:m_curr:m_desc:secret`. */
export function payeerFormSign(form: PayeerForm, secret: string): string {
  return upperSha256([
    form.m_shop,
    form.m_orderid,
    form.m_amount,
    form.m_curr,
    form.m_desc,
    secret,
  ]);
}

/** `m_sign` of the status callback: SHA-256 of its fields (and `m_params`), then the secret. */
export function payeerCallbackSign(callback: PayeerCallback, secret: string): string {
  const fields = payeerCallbackFields.map((field) => callback[field]);
  const params = callback.m_params === undefined ? [] : [callback.m_params];
  return upperSha256([...fields, ...params, secret]);
}

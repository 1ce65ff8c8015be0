import { randomInt } from 'node:crypto';
import { safeEqual } from '../../../lib/safe-equal.ts';
import { gatewayAmount } from '../gateway-amounts.ts';
import type { PayeerSettings } from '../gateways/payeer-gateway.ts';
import {
  type PayeerCallback,
  type PayeerForm,
  payeerCallbackSign,
  payeerFormSign,
} from '../gateways/payeer-signature.ts';
import type { SandboxCheckout, SandboxFields } from './sandbox-checkout.ts';

/** Payeer's date format: "21.08.2024 14:30:05" (UTC here). */
function payeerDate(date: Date): string {
  const [day, time] = date.toISOString().split('T') as [string, string];
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}.${month}.${year} ${time.slice(0, 8)}`;
}

/**
 * Payeer's merchant page in the sandbox: the payment comes whole in the signed form URL, as
 * at Payeer; the status URL and return pages are the ones the operator sets at Payeer.
 */
export function payeerCheckout(
  settings: PayeerSettings,
  publicBase: string,
  now: () => Date,
): SandboxCheckout {
  function signedForm(fields: SandboxFields): PayeerForm | undefined {
    const { m_shop = '', m_orderid = '', m_amount = '', m_curr = '', m_desc = '' } = fields;
    const form = { m_shop, m_orderid, m_amount, m_curr, m_desc };
    const signed = safeEqual(fields.m_sign ?? '', payeerFormSign(form, settings.secret));
    const valid = m_shop === settings.shopId && gatewayAmount(m_amount) !== undefined;
    return signed && valid ? form : undefined;
  }

  return {
    view(fields) {
      const form = signedForm(fields);
      if (form === undefined) return undefined;
      return {
        reference: form.m_orderid,
        orderReference: form.m_orderid,
        amount: form.m_amount,
        currency: form.m_curr,
        description: Buffer.from(form.m_desc, 'base64').toString('utf8'),
        fields: { ...form, m_sign: payeerFormSign(form, settings.secret) },
      };
    },
    decide(fields, approved) {
      const form = signedForm(fields);
      if (form === undefined) return undefined;
      const date = payeerDate(now());
      const callback: PayeerCallback = {
        m_operation_id: String(randomInt(1_000_000_000, 2_000_000_000)),
        m_operation_ps: '2609',
        m_operation_date: date,
        m_operation_pay_date: date,
        ...form,
        m_status: approved ? 'success' : 'fail',
      };
      const signed = { ...callback, m_sign: payeerCallbackSign(callback, settings.secret) };
      return {
        callback: {
          contentType: 'application/x-www-form-urlencoded',
          body: new URLSearchParams(signed).toString(),
        },
        redirectTo: `${publicBase}${approved ? '/payment-success' : '/payment-error'}`,
      };
    },
  };
}

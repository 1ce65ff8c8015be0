import { z } from 'zod';
import { safeEqual } from '../../../lib/safe-equal.ts';
import { gatewayAmount, moneyString, orderAmount } from '../gateway-amounts.ts';
import { type CallbackOutcome, type PaymentRequest, rejected } from '../payment-gateway.ts';
import type { GatewayAdapter } from './gateway-adapter.ts';
import {
  type PayeerForm,
  payeerCallbackFields,
  payeerCallbackSign,
  payeerFormSign,
} from './payeer-signature.ts';

export interface PayeerSettings {
  shopId: string;
  secret: string;
  /** https://payeer.com/merchant/, or the sandbox page. */
  merchantUrl: string;
}

const field = z.string().max(1000);
// Object.fromEntries loses the key names; the list is typed, so the record is exact.
const signedFields = Object.fromEntries(
  payeerCallbackFields.map((name) => [name, field]),
) as Record<(typeof payeerCallbackFields)[number], typeof field>;
const callbackSchema = z.object({ ...signedFields, m_params: field.optional(), m_sign: field });

/**
 * Payeer's merchant form, sent as a GET URL. Its success, failure and status URLs are set in
 * the Payeer merchant settings (not per payment): /payment-success, /payment-error and
 * /payments/callback/payeer.
 */
export function createPayeerGateway(settings: PayeerSettings): GatewayAdapter {
  function createPayment(request: PaymentRequest) {
    const form: PayeerForm = {
      m_shop: settings.shopId,
      m_orderid: request.orderReference,
      m_amount: moneyString(orderAmount(request.amount)),
      m_curr: request.currency,
      m_desc: Buffer.from(request.description).toString('base64'),
    };
    const query = new URLSearchParams({ ...form, m_sign: payeerFormSign(form, settings.secret) });
    return Promise.resolve({ formUrl: `${settings.merchantUrl}?${query}` });
  }

  async function authenticate(body: unknown): Promise<CallbackOutcome> {
    const parsed = callbackSchema.safeParse(body);
    if (!parsed.success) return rejected('payeer', 'malformed', body);
    const callback = parsed.data;
    const orderReference = callback.m_orderid;
    if (!safeEqual(callback.m_sign, payeerCallbackSign(callback, settings.secret))) {
      return rejected('payeer', 'forged_signature', body, orderReference);
    }
    if (callback.m_shop !== settings.shopId) {
      return rejected('payeer', 'wrong_merchant', body, orderReference);
    }
    const amount = gatewayAmount(callback.m_amount);
    if (amount === undefined) return rejected('payeer', 'malformed', body, orderReference);
    const payment = {
      gateway: 'payeer',
      orderReference,
      status: callback.m_status === 'success' ? 'paid' : 'failed',
      amount,
      currency: callback.m_curr,
      gatewayTransactionId: callback.m_operation_id,
      raw: body,
    } as const;
    return { ok: true, payment };
  }

  /** Payeer wants `<m_orderid>|success` once the payment is accepted, else `<m_orderid>|error`. */
  function callbackReply(outcome: CallbackOutcome): string {
    if (outcome.ok) {
      const { orderReference, status } = outcome.payment;
      return `${orderReference}|${status === 'paid' ? 'success' : 'error'}`;
    }
    return `${outcome.rejection.orderReference ?? ''}|error`;
  }

  return { name: 'payeer', createPayment, authenticate, callbackReply };
}

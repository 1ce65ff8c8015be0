import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payeerCallbackSign } from '../../src/modules/payments/gateways/payeer-signature.ts';
import { tropipaySignatureV2 } from '../../src/modules/payments/gateways/tropipay-signature.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { csrf } from '../helpers/csrf.ts';
import { recordingOrders } from './recording-orders.ts';

const payeer = { PAYEER_SHOP_ID: '12345', PAYEER_SECRET: 's3cr3t-key' };
const tropipay = { TROPIPAY_CLIENT_ID: 'client-id', TROPIPAY_CLIENT_SECRET: 'client-secret' };
const recording = recordingOrders({ 'GIRO-1001': { amount: '25.50', currency: 'USD' } });
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    config: { ...payeer, ...tropipay },
    paymentOrders: recording.orders,
  });
});
afterAll(() => testApp.close());
beforeEach(() => {
  recording.verified.length = 0;
});

function payeerCallback(fields: Record<string, string> = {}, secret = payeer.PAYEER_SECRET) {
  const callback = {
    m_operation_id: '1234567890',
    m_operation_ps: '2609',
    m_operation_date: '21.08.2024 14:30:05',
    m_operation_pay_date: '21.08.2024 14:31:10',
    m_shop: '12345',
    m_orderid: 'GIRO-1001',
    m_amount: '25.50',
    m_curr: 'USD',
    m_desc: 'UmVtZXNhIEdJUk8tMTAwMQ==',
    m_status: 'success',
    ...fields,
  };
  return { ...callback, m_sign: payeerCallbackSign(callback, secret) };
}

const postForm = (url: string, fields: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('Payeer status callback', () => {
  it('answers success and hands the verified payment to the orders module', async () => {
    const response = await postForm('/payments/callback/payeer', payeerCallback());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('GIRO-1001|success');
    expect(recording.verified).toEqual([
      {
        gateway: 'payeer',
        orderReference: 'GIRO-1001',
        status: 'paid',
        amount: '25.50',
        currency: 'USD',
        gatewayTransactionId: '1234567890',
        raw: payeerCallback(),
      },
    ]);
  });

  it.each([
    ['a forged signature', payeerCallback({}, 'guessed-secret')],
    ['a signed amount below the order', payeerCallback({ m_amount: '20.00' })],
    ['a signed currency other than the order', payeerCallback({ m_curr: 'EUR' })],
    ['another shop', payeerCallback({ m_shop: '99999' })],
    ['an order nobody awaits', payeerCallback({ m_orderid: 'GIRO-404' })],
    ['a tampered amount', { ...payeerCallback(), m_amount: '0.01' }],
  ])('answers error and credits nothing for %s', async (_case, fields) => {
    const response = await postForm('/payments/callback/payeer', fields);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`${fields.m_orderid}|error`);
    expect(recording.verified).toEqual([]);
  });

  it('answers error for a signed payment whose status is not success, and reports it failed', async () => {
    const response = await postForm(
      '/payments/callback/payeer',
      payeerCallback({ m_status: 'fail' }),
    );
    expect(response.body).toBe('GIRO-1001|error');
    expect(recording.verified).toMatchObject([{ orderReference: 'GIRO-1001', status: 'failed' }]);
  });

  it('answers error to a callback missing its fields', async () => {
    const response = await postForm('/payments/callback/payeer', { m_orderid: 'GIRO-1001' });
    expect(response.body).toBe('|error');
  });
});

describe('TropiPay notification', () => {
  function notification(status = 'OK', secret = tropipay.TROPIPAY_CLIENT_SECRET) {
    const signed = { bankOrderCode: '690259220262', originalCurrencyAmount: '2550' };
    const credentials = { clientId: tropipay.TROPIPAY_CLIENT_ID, clientSecret: secret };
    return {
      status,
      data: {
        ...signed,
        reference: '1695389078367',
        amount: 2550,
        currency: 'USD',
        paymentcard: { reference: 'GIRO-1001', currency: 'USD' },
        signaturev2: tropipaySignatureV2(signed, credentials),
      },
    };
  }
  const post = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/payments/callback/tropipay', payload });

  it('accepts a signed notification and reports the order paid in units', async () => {
    const response = await post(notification());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(recording.verified).toMatchObject([
      {
        gateway: 'tropipay',
        orderReference: 'GIRO-1001',
        status: 'paid',
        amount: '25.50',
        currency: 'USD',
        gatewayTransactionId: '690259220262',
      },
    ]);
  });

  it('reports a KO notification as a failed payment', async () => {
    await post(notification('KO'));
    expect(recording.verified).toMatchObject([{ status: 'failed' }]);
  });

  it('refuses a notification signed with another secret with 400 payment_rejected', async () => {
    const response = await post(notification('OK', 'guessed-secret'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'payment_rejected',
      message: 'Notificación de pago rechazada: forged_signature.',
    });
    expect(recording.verified).toEqual([]);
  });
});

describe('callback route', () => {
  it('answers 404 for a gateway Giro does not offer', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/payments/callback/paypal',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('still refuses plain text with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/payments/callback/payeer',
      headers: { 'content-type': 'text/plain' },
      payload: 'm_orderid=GIRO-1001',
    });
    expect(response.statusCode).toBe(415);
  });

  it('reads form-urlencoded bodies only on payment routes', async () => {
    const pair = await csrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/check_user_url',
      cookies: pair.cookies,
      headers: { ...pair.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'p=',
    });
    expect(response.statusCode).toBe(415);
  });
});

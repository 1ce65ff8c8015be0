import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentLink } from '../../src/modules/payments/payment-gateway.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { paymentRequest } from './payment-request.ts';
import { recordingOrders } from './recording-orders.ts';
import { payInSandbox } from './sandbox-page.ts';

const recording = recordingOrders({ 'GIRO-1001': { amount: '25.50', currency: 'USD' } });
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ paymentOrders: recording.orders });
});
afterAll(() => testApp.close());
beforeEach(() => {
  recording.verified.length = 0;
});

async function linkOf(gateway: string): Promise<string> {
  const link: PaymentLink = await testApp.app.paymentGateways
    .get(gateway)
    .createPayment(paymentRequest());
  return link.url ?? link.formUrl;
}

describe('payment sandbox', () => {
  it('runs every gateway without credentials in the sandbox', () => {
    expect(testApp.app.paymentGateways.offered()).toEqual([
      { name: 'payeer', sandbox: true },
      { name: 'tropipay', sandbox: true },
      { name: 'airtm', sandbox: true },
      { name: 'ducapp', sandbox: true },
    ]);
  });

  it('shows a script-free TEST payment page in the sender language', async () => {
    const link = await linkOf('payeer');
    expect(link).toMatch(/^\/sandbox\/pay\/payeer\?m_shop=/);
    const spanish = await testApp.app.inject({ method: 'GET', url: link });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(spanish.body).toContain('Pago de PRUEBA con Payeer');
    expect(spanish.body).toContain('25.50 USD');
    expect(spanish.body).toContain('Remesa GIRO-1001');
    expect(spanish.body).not.toContain('<script');
    expect(spanish.headers['content-security-policy']).toContain("script-src 'self'");

    const english = await testApp.app.inject({
      method: 'GET',
      url: link,
      cookies: { language: 'en' },
    });
    expect(english.body).toContain('TEST payment with Payeer');
  });

  it('approving a Payeer payment sends a signed status callback, then shows /payment-success', async () => {
    const response = await payInSandbox(testApp.app, await linkOf('payeer'), 'approve');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/payment-success');
    expect(recording.verified).toMatchObject([
      {
        gateway: 'payeer',
        orderReference: 'GIRO-1001',
        status: 'paid',
        amount: '25.50',
        currency: 'USD',
      },
    ]);
  });

  it('declining a Payeer payment reports it failed, then shows /payment-error', async () => {
    const response = await payInSandbox(testApp.app, await linkOf('payeer'), 'decline');
    expect(response.headers.location).toBe('/payment-error');
    expect(recording.verified).toMatchObject([{ gateway: 'payeer', status: 'failed' }]);
  });

  it('refuses a Payeer form whose amount was changed after signing', async () => {
    const tampered = (await linkOf('payeer')).replace('m_amount=25.50', 'm_amount=0.01');
    const page = await testApp.app.inject({ method: 'GET', url: tampered });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Este pago de prueba no existe');
  });

  it('approving a TropiPay card sends a signed notification and returns to the success URL', async () => {
    const link = await linkOf('tropipay');
    expect(link).toMatch(/^\/sandbox\/pay\/tropipay\?id=/);
    const response = await payInSandbox(testApp.app, link, 'approve');
    expect(response.headers.location).toBe('https://giro.example/payment-success');
    expect(recording.verified).toMatchObject([
      { gateway: 'tropipay', orderReference: 'GIRO-1001', status: 'paid', amount: '25.50' },
    ]);
  });

  it('approving an Airtm purchase is credited after the adapter fetches it back', async () => {
    const link = await linkOf('airtm');
    const response = await payInSandbox(testApp.app, link, 'approve');
    expect(response.headers.location).toBe('https://giro.example/payment-success');
    expect(recording.verified).toMatchObject([
      { gateway: 'airtm', orderReference: 'GIRO-1001', status: 'paid', amount: '25.50' },
    ]);
    expect(recording.verified[0]?.raw).toMatchObject({ operation: { status: 'confirmed' } });
  });

  it('declining a Ducapp payment reports it failed and returns to the failure URL', async () => {
    const response = await payInSandbox(testApp.app, await linkOf('ducapp'), 'decline');
    expect(response.headers.location).toBe('https://giro.example/payment-error');
    expect(recording.verified).toMatchObject([{ gateway: 'ducapp', status: 'failed' }]);
  });

  it('lets a test payment be decided only once', async () => {
    const link = await linkOf('ducapp');
    await payInSandbox(testApp.app, link, 'approve');
    const again = await testApp.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(404);
  });

  it('answers its fake APIs only with the sandbox credentials', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/api/tropipay/api/v2/access/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: 'sandbox-client',
        client_secret: 'guess',
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('payments without the sandbox', () => {
  it('offers no gateway without credentials and has no callback for it', async () => {
    const off = await buildTestApp({ config: { PAYMENTS_SANDBOX: false } });
    try {
      expect(off.app.paymentGateways.offered()).toEqual([]);
      const callback = await off.app.inject({
        method: 'POST',
        url: '/payments/callback/payeer',
        payload: {},
      });
      expect(callback.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

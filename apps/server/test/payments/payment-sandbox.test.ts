import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import type { PaymentLink } from '../../src/modules/payments/payment-gateway.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { paymentRequest } from './payment-request.ts';
import { recordingOrders } from './recording-orders.ts';
import { payInSandbox, redirectOf } from './sandbox-page.ts';

const recording = recordingOrders({ 'GIRO-1001': { amount: '25.50', currency: 'USD' } });
let testApp: TestApp;
/** The session of the account that placed GIRO-1001, and of another one. */
let owner: { token: string };
let stranger: { token: string };

async function signedIn(email: string): Promise<{ token: string; id: string }> {
  const token = await accountsClient(testApp).signedInUser(email);
  const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
  return { token, id: user?.id ?? '' };
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, paymentOrders: recording.orders });
  const sender = await signedIn('owner@example.com');
  recording.senders.set('GIRO-1001', sender.id);
  owner = sender;
  stranger = await signedIn('stranger@example.com');
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

  it('shows a TEST payment page in the sender language, with no inline script', async () => {
    const link = await linkOf('payeer');
    expect(link).toMatch(/^\/sandbox\/pay\/payeer\?m_shop=/);
    const spanish = await testApp.app.inject({ method: 'GET', url: link });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(spanish.body).toContain('Pago de PRUEBA con Payeer');
    expect(spanish.body).toContain('25.50 USD');
    expect(spanish.body).toContain('Remesa GIRO-1001');
    expect(spanish.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(spanish.body).toContain('<script src="/sandbox/pay.js" defer></script>');
    expect(spanish.headers['content-security-policy']).toContain("script-src 'self'");

    const english = await testApp.app.inject({
      method: 'GET',
      url: link,
      cookies: { language: 'en' },
    });
    expect(english.body).toContain('TEST payment with Payeer');
  });

  it('approving a Payeer payment sends a signed status callback, then shows /payment-success', async () => {
    const response = await payInSandbox(testApp.app, await linkOf('payeer'), 'approve', owner);
    expect(response.statusCode).toBe(200);
    expect(redirectOf(response)).toBe('/payment-success');
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
    const response = await payInSandbox(testApp.app, await linkOf('payeer'), 'decline', owner);
    expect(redirectOf(response)).toBe('/payment-error');
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
    const response = await payInSandbox(testApp.app, link, 'approve', owner);
    expect(redirectOf(response)).toBe('https://giro.example/payment-success');
    expect(recording.verified).toMatchObject([
      { gateway: 'tropipay', orderReference: 'GIRO-1001', status: 'paid', amount: '25.50' },
    ]);
  });

  it('approving an Airtm purchase is credited after the adapter fetches it back', async () => {
    const link = await linkOf('airtm');
    const response = await payInSandbox(testApp.app, link, 'approve', owner);
    expect(redirectOf(response)).toBe('https://giro.example/payment-success');
    expect(recording.verified).toMatchObject([
      { gateway: 'airtm', orderReference: 'GIRO-1001', status: 'paid', amount: '25.50' },
    ]);
    expect(recording.verified[0]?.raw).toMatchObject({ operation: { status: 'confirmed' } });
  });

  it('declining a Ducapp payment reports it failed and returns to the failure URL', async () => {
    const response = await payInSandbox(testApp.app, await linkOf('ducapp'), 'decline', owner);
    expect(redirectOf(response)).toBe('https://giro.example/payment-error');
    expect(recording.verified).toMatchObject([{ gateway: 'ducapp', status: 'failed' }]);
  });

  it('lets a test payment be decided only once', async () => {
    const link = await linkOf('ducapp');
    await payInSandbox(testApp.app, link, 'approve', owner);
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

describe('who may decide a test payment', () => {
  it.each([
    ['nobody signed in', () => ({}), 401, 'unauthorized'],
    ['another account', () => stranger, 403, 'forbidden'],
    ['the sender without the CSRF header', () => ({ ...owner, csrf: false }), 403, 'csrf'],
  ] as const)('refuses %s, and the payment stays open', async (_who, payer, status, code) => {
    const link = await linkOf('tropipay');
    const response = await payInSandbox(testApp.app, link, 'approve', payer());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(recording.verified).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('refuses a plain form post, which carries no session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/pay/payeer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(recording.verified).toEqual([]);
  });

  it('serves the page script that sends the session and the CSRF header', async () => {
    const script = await testApp.app.inject({ method: 'GET', url: '/sandbox/pay.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("localStorage.getItem('client_auth_token')");
    expect(script.body).toContain("headers['x-xsrf-token']");
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

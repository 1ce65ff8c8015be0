import type { PaymentMethod } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { payInSandbox, redirectOf } from '../payments/sandbox-page.ts';
import { type OrdersClient, ordersClient, waitForOrderMails } from './orders-client.ts';

let testApp: TestApp;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = ordersClient(testApp);
});
afterAll(() => testApp.close());

/** A sandbox order of 100 USD paid with `method`: its reference and payment page. */
async function gatewayOrder(method: PaymentMethod) {
  const sender = await client.newSender();
  const result = await client.placed(sender, await client.orderBody(method));
  return { sender, reference: result.reference, link: result.url || result.formUrl, result };
}

describe('create_order with a payment gateway', () => {
  it.each([
    ['tropipay', 'url', /^\/sandbox\/pay\/tropipay\?id=/],
    ['ducapp', 'url', /^\/sandbox\/pay\/ducapp\?/],
    ['airtm', 'formUrl', /^\/sandbox\/pay\/airtm\?/],
    ['payeer', 'formUrl', /^\/sandbox\/pay\/payeer\?m_shop=/],
  ] as const)('answers a %s order with its payment page as %s', async (method, field, page) => {
    const { reference, result } = await gatewayOrder(method);
    expect(result[field]).toMatch(page);
    expect(result[field === 'url' ? 'formUrl' : 'url']).toBe('');
    expect(await client.order(reference)).toMatchObject({
      method,
      status: 'awaiting_payment',
      payTo: null,
      gatewayTransactionId: null,
    });
  });

  it('asks the gateway for the order total with return URLs on the site', async () => {
    const { link, reference, sender } = await gatewayOrder('payeer');
    const { total, pricingCurrency } = await client.order(reference);
    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.body).toContain(`${total} ${pricingCurrency}</dd>`);
    expect(page.body).toContain(`Remesa ${reference}`);
    const decided = await payInSandbox(testApp.app, link, 'decline', sender);
    expect(redirectOf(decided)).toBe('/payment-error');
  });
});

describe('a payment approved on the gateway', () => {
  it.each(['tropipay', 'ducapp', 'airtm', 'payeer'] as const)(
    'marks the %s order paid, records the callback and mails the sender',
    async (method) => {
      const { sender, reference, link } = await gatewayOrder(method);
      const decided = await payInSandbox(testApp.app, link, 'approve', sender);
      expect(redirectOf(decided)).toMatch(/\/payment-success$/);

      const order = await client.order(reference);
      expect(order.status).toBe('paid');
      expect(order.gatewayTransactionId).toMatch(new RegExp(`^${method}:.+`));
      const [, paid] = await client.history(reference);
      expect(paid).toMatchObject({
        fromStatus: 'awaiting_payment',
        toStatus: 'paid',
        actor: `gateway:${method}`,
      });
      expect(paid?.payload).toEqual(expect.any(Object));
      // No mail when the order was made (the sender was paying on the gateway's page): the first
      // one says it is paid.
      const [mail, ...more] = await waitForOrderMails(client, sender, reference, 1);
      expect(mail?.text).toContain('Pagada');
      expect(more).toEqual([]);
    },
  );
});

describe('a payment declined on the gateway', () => {
  it.each(['tropipay', 'payeer'] as const)(
    'marks the %s order failed and returns to /payment-error',
    async (method) => {
      const { sender, reference, link } = await gatewayOrder(method);
      const decided = await payInSandbox(testApp.app, link, 'decline', sender);
      expect(redirectOf(decided)).toMatch(/\/payment-error$/);
      expect(await client.order(reference)).toMatchObject({ status: 'failed' });
      expect((await client.history(reference)).at(-1)).toMatchObject({
        toStatus: 'failed',
        actor: `gateway:${method}`,
      });
    },
  );
});

describe('gateways that are not offered', () => {
  it('answers 422 method_unavailable without credentials and without the sandbox', async () => {
    const off = await buildTestApp({ seed: true, config: { PAYMENTS_SANDBOX: false } });
    try {
      const offClient = ordersClient(off);
      const sender = await offClient.newSender();
      for (const method of ['tropipay', 'ducapp', 'airtm', 'payeer'] as const) {
        const response = await offClient.createOrder(sender, await offClient.orderBody(method));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'method_unavailable' });
      }
    } finally {
      await off.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type FakeGateway, startFakeGateway } from '../payments/fake-gateway.ts';
import { ordersClient } from './orders-client.ts';

let testApp: TestApp;
let fake: FakeGateway;
let tropipayUp = false;
const card = { paymentUrl: 'https://tppay.me/pay/abc', shortUrl: 'https://tppay.me/abc' };

beforeAll(async () => {
  fake = await startFakeGateway((request) => {
    if (request.url === '/api/v2/access/token') {
      return { status: 200, json: { access_token: 'tok', expires_in: 3600 } };
    }
    return tropipayUp ? { status: 200, json: card } : { status: 503 };
  });
  testApp = await buildTestApp({
    seed: true,
    config: {
      TROPIPAY_CLIENT_ID: 'client-id',
      TROPIPAY_CLIENT_SECRET: 'client-secret',
      TROPIPAY_BASE_URL: fake.baseUrl,
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

describe('a payment gateway that is down', () => {
  it('answers a readable 503, keeps the order and reuses it when the sender retries', async () => {
    const client = ordersClient(testApp);
    const sender = await client.newSender();
    const body = await client.orderBody('tropipay');

    const down = await client.createOrder(sender, body);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'gateway_unavailable',
      message:
        'El servicio de pago TropiPay no responde en este momento. Inténtelo de nuevo en unos minutos.',
    });
    const [kept] = fake.bodiesTo('/api/v2/paymentcards') as { reference: string }[];
    const reference = kept?.reference ?? '';
    expect(await client.order(reference)).toMatchObject({ status: 'awaiting_payment' });

    tropipayUp = true;
    const retry = await client.placed(sender, body);
    expect(retry).toMatchObject({ reference, url: card.paymentUrl, formUrl: '' });
    const cards = fake.bodiesTo('/api/v2/paymentcards') as { reference: string }[];
    expect(new Set(cards.map((c) => c.reference))).toEqual(new Set([reference]));
  });
});

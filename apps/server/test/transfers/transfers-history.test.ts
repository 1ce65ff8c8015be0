import type { ListTransfersResponse, TransferDetail } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import type { Sender } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let ana: Sender;
let other: Sender;
let first: string;
let second: string;
let foreign: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  ana = await client.orders.newSender();
  other = await client.orders.newSender();
  first = await client.zelleOrder(ana, '100');
  second = await client.zelleOrder(ana, '120');
  foreign = await client.zelleOrder(other, '130');
});
afterAll(() => testApp.close());

describe('GET /api/orders', () => {
  it("lists only the sender's own orders, newest first", async () => {
    const response = await client.get(ana, '/api/orders');
    expect(response.statusCode).toBe(200);
    const page = response.json<ListTransfersResponse>();
    expect(page.items.map((item) => item.reference)).toEqual([second, first]);
    expect(page).toMatchObject({ page: 1, total: 2 });
    expect(page.items[0]).toMatchObject({
      status: 'awaiting_payment',
      method: 'zelle',
      receiver_name: 'Ángel Güell',
      destination_currency: 'CUP',
    });
  });

  it('answers an empty page past the last one', async () => {
    const page = (await client.get(ana, '/api/orders?page=2')).json<ListTransfersResponse>();
    expect(page).toMatchObject({ items: [], page: 2, total: 2 });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/orders' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/orders/:reference', () => {
  it('answers the amounts, receiver, method and status timeline', async () => {
    const response = await client.get(ana, `/api/orders/${first}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<TransferDetail>();
    expect(detail).toMatchObject({
      reference: first,
      method: 'zelle',
      principal: '100.00',
      receiver: { fullname: 'Ángel Güell', document: '85010112345' },
      bank: { mode: 'card' },
      accepts_proof: true,
      has_proof: false,
      can_cancel: true,
    });
    expect(detail.history.map((entry) => entry.status)).toEqual(['awaiting_payment']);
    expect(Date.parse(detail.history[0]?.at ?? '')).not.toBeNaN();
  });

  it("answers 404 for another sender's order, exactly like a missing one", async () => {
    for (const url of [
      `/api/orders/${foreign}`,
      `/api/orders/${foreign}/receipt.pdf`,
      `/api/orders/${foreign}/proof`,
      '/api/orders/GR-NOPE00',
    ]) {
      const response = await client.get(ana, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
    }
    expect((await client.post(ana, `/api/orders/${foreign}/cancel`)).statusCode).toBe(404);
  });
});

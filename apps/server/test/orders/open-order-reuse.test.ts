import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../src/modules/orders/orders-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type OrdersClient, ordersClient, waitForOrderMails } from './orders-client.ts';

let testApp: TestApp;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = ordersClient(testApp);
});
afterAll(() => testApp.close());

describe('the live order of a cart is answered again for the same cart and method', () => {
  it('answers the same order for the same cart and method', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('zelle');
    const first = await client.placed(sender, body);
    const second = await client.placed(sender, body);
    expect(second).toEqual(first);
  });

  it('creates a new order for another cart or another receiver', async () => {
    const sender = await client.newSender();
    const first = await client.placed(sender, await client.orderBody('zelle'));
    const bigger = await client.placed(sender, await client.orderBody('zelle', { amount: '150' }));
    const contact = validContactInfo();
    contact.receiver.fullname = 'Otra Persona';
    const otherReceiver = await client.placed(sender, await client.orderBody('zelle', {}, contact));
    expect(new Set([first.reference, bigger.reference, otherReceiver.reference]).size).toBe(3);
  });

  it("never reuses another sender's order", async () => {
    const body = await client.orderBody('zelle');
    const mine = await client.placed(await client.newSender(), body);
    const theirs = await client.placed(await client.newSender(), body);
    expect(theirs.reference).not.toBe(mine.reference);
  });

  it('creates a new order once the open one has left awaiting payment', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('zelle');
    const first = await client.placed(sender, body);
    await client.confirmFiat(sender, {
      account: 'yo@banco.example',
      order: 'BAC123456',
      reference: first.reference,
      fiat_method: 'zelle',
    });
    const second = await client.placed(sender, body);
    expect(second.reference).not.toBe(first.reference);
  });

  it('places one order, one history row and one mail for 20 identical parallel submits', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('zelle');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.createOrder(sender, body)),
    );
    const references = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<{ result: { reference: string } }>().result.reference;
    });
    expect(new Set(references).size).toBe(1);
    const [reference = ''] = references;
    const order = await client.order(reference);
    const stored = await testApp.db.select().from(orders).where(eq(orders.userId, order.userId));
    expect(stored).toHaveLength(1);
    const history = await testApp.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
    await waitForOrderMails(client, sender, reference, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await client.mailsAbout(sender, reference)).toHaveLength(1);
  });

  it('places one crypto order for parallel submits too', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('crypto', {
      currency: 'USDT',
      destination_currency: 'USD CASH',
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.createOrder(sender, body)),
    );
    const references = responses.map(
      (r) => r.json<{ result: { reference: string } }>().result.reference,
    );
    expect(new Set(references).size).toBe(1);
  });
});

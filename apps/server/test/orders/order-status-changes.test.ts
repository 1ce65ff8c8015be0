import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type OrdersClient,
  ordersClient,
  type Sender,
  waitForOrderMails,
} from './orders-client.ts';

let testApp: TestApp;
let client: OrdersClient;
let sender: Sender;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = ordersClient(testApp);
  sender = await client.newSender('en');
});
afterAll(() => testApp.close());

async function newOrderId(amount: string) {
  const { reference } = await client.placed(sender, await client.orderBody('paypal', { amount }));
  return { reference, id: (await client.order(reference)).id };
}

describe('changeStatus', () => {
  it('walks an order to delivered, recording each step and mailing the sender each time', async () => {
    const { reference, id } = await newOrderId('100');
    const steps = ['paid', 'processing', 'delivered'] as const;
    for (const step of steps) {
      await testApp.app.orders.changeStatus(id, step, 'operator:7', `moved to ${step}`, {
        payload: { step },
      });
    }
    const history = await client.history(reference);
    expect(history.map(({ fromStatus, toStatus, actor }) => [fromStatus, toStatus, actor])).toEqual(
      [
        [null, 'awaiting_payment', (await client.order(reference)).userId],
        ['awaiting_payment', 'paid', 'operator:7'],
        ['paid', 'processing', 'operator:7'],
        ['processing', 'delivered', 'operator:7'],
      ],
    );
    expect(history.at(-1)).toMatchObject({
      note: 'moved to delivered',
      payload: { step: 'delivered' },
    });
    const mails = await waitForOrderMails(client, sender, reference, 4);
    // Mails go out in the background, so they may land in any order (as SMTP may deliver them).
    const statuses = mails.map((mail) => mail.text.match(/Status: (.+)/)?.[1]);
    expect(statuses.sort()).toEqual(['Awaiting payment', 'Being delivered', 'Delivered', 'Paid']);
    const delivered = mails.find((mail) => mail.text.includes('Status: Delivered'));
    expect(delivered?.text).toContain('The receiver has got your remittance.');
  });

  it('refuses an illegal transition with 409, changing nothing', async () => {
    const { reference, id } = await newOrderId('101');
    const change = testApp.app.orders.changeStatus(id, 'delivered', 'system', 'skip ahead');
    await expect(change).rejects.toMatchObject({ statusCode: 409, code: 'illegal_transition' });
    expect((await client.order(reference)).status).toBe('awaiting_payment');
    expect(await client.history(reference)).toHaveLength(1);
  });

  it('answers 409 with a readable message through the API', async () => {
    const { reference, id } = await newOrderId('102');
    await testApp.app.orders.changeStatus(id, 'cancelled', 'system', 'cancelled by the operator');
    const response = await client.confirmFiat(
      sender,
      { account: 'me@pay.example', order: '9XH12345AB678901C', reference, fiat_method: 'paypal' },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'illegal_transition',
      message: 'The order is "Cancelled" and cannot become "Payment being verified".',
    });
  });

  it('serialises concurrent changes of one order: exactly one wins', async () => {
    const { reference, id } = await newOrderId('103');
    const results = await Promise.allSettled(
      // Targets that end the order: whichever lands first leaves the others illegal.
      (['failed', 'cancelled', 'expired'] as const).map((to) =>
        testApp.app.orders.changeStatus(id, to, 'system', `race to ${to}`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await client.history(reference)).toHaveLength(2);
  });
});

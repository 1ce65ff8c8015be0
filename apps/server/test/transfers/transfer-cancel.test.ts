import type { TransferDetail } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type Sender, waitForOrderMails } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let sender: Sender;
const start = new Date('2025-03-04T15:00:00Z');
let clock = start;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = transfersClient(testApp);
  sender = await client.orders.newSender();
});
afterAll(() => testApp.close());

describe('POST /api/orders/:reference/cancel', () => {
  it('cancels an order awaiting payment and records the sender as the actor', async () => {
    const reference = await client.zelleOrder(sender, '100');
    const response = await client.post(sender, `/api/orders/${reference}/cancel`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<TransferDetail>();
    expect(detail).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(detail.history.map((entry) => entry.status)).toEqual(['awaiting_payment', 'cancelled']);
    const history = await client.orders.history(reference);
    const { userId } = await client.orders.order(reference);
    expect(history.at(-1)).toMatchObject({ toStatus: 'cancelled', actor: userId });
    const mails = await waitForOrderMails(client.orders, sender, reference, 2);
    expect(mails[1]?.text).toContain(`/profile/transfers/${reference}`);
  });

  it('refuses a submitted payment more than 30 minutes later', async () => {
    clock = start;
    const reference = await client.zelleOrder(sender, '110');
    const confirmed = await client.orders.confirmFiat(sender, {
      account: 'maria@banco.example',
      order: 'BAC123456',
      reference,
      fiat_method: 'zelle',
    });
    expect(confirmed.statusCode).toBe(200);
    clock = new Date(start.getTime() + 31 * 60_000);
    const response = await client.post(sender, `/api/orders/${reference}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'cancel_window_closed' });
    expect((await client.orders.order(reference)).status).toBe('payment_submitted');
  });

  it('refuses an order that is already cancelled', async () => {
    const reference = await client.zelleOrder(sender, '120');
    await client.post(sender, `/api/orders/${reference}/cancel`);
    const again = await client.post(sender, `/api/orders/${reference}/cancel`);
    expect(again.statusCode).toBe(409);
  });
});

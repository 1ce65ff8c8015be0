import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/modules/orders/orders-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { payeerCallback, postPayeerCallback } from '../payments/payeer-callback.ts';
import { type OrdersClient, ordersClient, waitForOrderMails } from './orders-client.ts';

const payeer = { PAYEER_SHOP_ID: '12345', PAYEER_SECRET: 's3cr3t-key' };
let testApp: TestApp;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, config: payeer });
  client = ordersClient(testApp);
});
afterAll(() => testApp.close());

/** A new Payeer order of 100 USD (total 104.00) and its sender. */
async function payeerOrder() {
  const sender = await client.newSender();
  const { reference, formUrl } = await client.placed(sender, await client.orderBody('payeer'));
  return { sender, reference, formUrl, total: (await client.order(reference)).total };
}

/** Payeer's status callback for `reference`, signed with `secret`. */
const callback = (
  reference: string,
  fields: Record<string, string> = {},
  secret = payeer.PAYEER_SECRET,
) => payeerCallback({ shopId: payeer.PAYEER_SHOP_ID, secret }, reference, fields);

const post = (fields: Record<string, string>) => postPayeerCallback(testApp.app, fields);

describe('Payeer callbacks on real orders', () => {
  it('sends the sender to the Payeer merchant form for the order total', async () => {
    const { reference, formUrl, total } = await payeerOrder();
    const url = new URL(formUrl);
    expect(url.origin).toBe('https://payeer.com');
    expect(url.searchParams.get('m_orderid')).toBe(reference);
    expect(url.searchParams.get('m_amount')).toBe(total);
    expect(url.searchParams.get('m_curr')).toBe('USD');
  });

  it('marks the order paid, keeps the raw callback in its history and mails the sender', async () => {
    const { sender, reference } = await payeerOrder();
    const fields = callback(reference);
    const response = await post(fields);
    expect(response.body).toBe(`${reference}|success`);
    expect(await client.order(reference)).toMatchObject({
      status: 'paid',
      gatewayTransactionId: `payeer:${fields.m_operation_id}`,
    });
    expect((await client.history(reference)).at(-1)).toMatchObject({
      fromStatus: 'awaiting_payment',
      toStatus: 'paid',
      actor: 'gateway:payeer',
      payload: fields,
    });
    const [mail] = await waitForOrderMails(client, sender, reference, 1);
    expect(mail?.text).toContain('Pagada');
  });

  it('changes nothing when the same callback is replayed', async () => {
    const { reference } = await payeerOrder();
    const fields = callback(reference);
    await post(fields);
    const before = await client.history(reference);
    const replay = await post(fields);
    expect(replay.body).toBe(`${reference}|success`);
    expect(await client.history(reference)).toEqual(before);
  });

  it.each([
    ['a forged signature', (ref: string) => callback(ref, {}, 'guessed-secret')],
    ['an amount below the order', (ref: string) => callback(ref, { m_amount: '1.00' })],
    ['another currency', (ref: string) => callback(ref, { m_curr: 'EUR' })],
  ])('leaves the order awaiting payment for %s', async (_case, forge) => {
    const { reference } = await payeerOrder();
    const response = await post(forge(reference));
    expect(response.body).toBe(`${reference}|error`);
    expect(await client.order(reference)).toMatchObject({ status: 'awaiting_payment' });
    expect(await client.history(reference)).toHaveLength(1);
  });

  it('answers error for an order that does not exist', async () => {
    const response = await post(callback('GR-ZZZZZZ'));
    expect(response.body).toBe('GR-ZZZZZZ|error');
  });

  it('refuses a transaction that already paid another order', async () => {
    const first = await payeerOrder();
    const second = await payeerOrder();
    const paid = callback(first.reference);
    await post(paid);
    const reused = callback(second.reference, { m_operation_id: paid.m_operation_id });
    const response = await post(reused);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'gateway_transaction_used' });
    expect(await client.order(second.reference)).toMatchObject({
      status: 'awaiting_payment',
      gatewayTransactionId: null,
    });
  });
});

describe('results that settle nothing', () => {
  it('records a pending payment once and leaves the order awaiting payment', async () => {
    const { reference, total } = await payeerOrder();
    const pending = {
      gateway: 'payeer' as const,
      orderReference: reference,
      status: 'pending' as const,
      amount: total,
      currency: 'USD',
      gatewayTransactionId: 'op-pending',
      raw: { m_status: 'wait' },
    };
    await testApp.app.orders.payments.onVerifiedPayment(pending);
    await testApp.app.orders.payments.onVerifiedPayment(pending);
    const history = await client.history(reference);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      fromStatus: 'awaiting_payment',
      toStatus: 'awaiting_payment',
      actor: 'gateway:payeer',
      note: 'Payeer payment op-pending pending',
      payload: { m_status: 'wait' },
    });
    expect(await client.order(reference)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('records a payment for a cancelled order without reopening it', async () => {
    const { reference } = await payeerOrder();
    await testApp.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.reference, reference));
    const fields = callback(reference);
    await post(fields);
    await post(fields);
    expect(await client.order(reference)).toMatchObject({
      status: 'cancelled',
      gatewayTransactionId: null,
    });
    const history = await client.history(reference);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      toStatus: 'cancelled',
      note: `Payeer payment ${fields.m_operation_id} paid, not applied: order cancelled`,
      payload: fields,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, adminClient, signedInAs } from '../admin/admin-client.ts';
import { auditEntries } from '../admin/audit-entries.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, waitForMail } from '../helpers/outbox.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { payeerCallback, postPayeerCallback } from '../payments/payeer-callback.ts';
import { type OrdersClient, ordersClient, type Sender } from './orders-client.ts';

const payeer = { PAYEER_SHOP_ID: '12345', PAYEER_SECRET: 's3cr3t-key' };
const operatorEmail = 'soporte@giro.example';
let testApp: TestApp;
let client: OrdersClient;
let call: AdminCall;
let operator: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, config: payeer });
  client = ordersClient(testApp);
  call = adminClient(testApp);
  operator = await signedInAs(testApp, 'operator');
});
afterAll(() => testApp.close());

const paid = (reference: string) =>
  payeerCallback({ shopId: payeer.PAYEER_SHOP_ID, secret: payeer.PAYEER_SECRET }, reference);

async function payeerOrder() {
  const sender = await client.newSender();
  const { reference } = await client.placed(sender, await client.orderBody('payeer'));
  return { sender, reference };
}

/** The sender's timeline as 'Mis envíos' shows it. */
async function timeline(sender: Sender, reference: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/orders/${reference}`,
    headers: { authorization: `Bearer ${sender.token}` },
  });
  return response.json<{ history: { status: string }[] }>().history.map((step) => step.status);
}

const consoleOrder = async (reference: string) =>
  (await call('GET', `/api/admin/orders/${reference}`, { token: operator })).json();

const alertsAbout = async (reference: string) =>
  (await mailsTo(testApp.config.DATA_DIR, operatorEmail)).filter((mail) =>
    mail.text.includes(reference),
  );

describe('money an order did not expect', () => {
  it('flags a second, different payment of a paid order and mails the operator, once per payment', async () => {
    const { sender, reference } = await payeerOrder();
    expect((await postPayeerCallback(testApp.app, paid(reference))).statusCode).toBe(200);
    const second = paid(reference);
    for (let replay = 0; replay < 3; replay += 1) {
      expect((await postPayeerCallback(testApp.app, second)).statusCode).toBe(200);
    }

    expect((await client.order(reference)).status).toBe('paid');
    expect(await timeline(sender, reference)).toEqual(['awaiting_payment', 'paid']);
    expect(await consoleOrder(reference)).toMatchObject({
      attention: { reason: 'paid_twice', detail: expect.stringContaining(second.m_operation_id) },
    });
    const alert = await waitForMail(testApp.config.DATA_DIR, operatorEmail);
    expect(alert.text).toContain(`segundo pago, distinto del primero, para la orden ${reference}`);
    await waitUntil(async () => (await alertsAbout(reference)).length >= 1, { what: 'the alert' });
    // The replays of the same payment were recorded once and alerted nobody again.
    expect(await alertsAbout(reference)).toHaveLength(1);
  });

  it('records 50 simultaneous replays of one payment once, and a second payment sent 50 times at once as one flag', async () => {
    const { sender, reference } = await payeerOrder();
    const first = paid(reference);
    const replays = Array.from({ length: 50 }, () => postPayeerCallback(testApp.app, first));
    for (const answer of await Promise.all(replays)) expect(answer.statusCode).toBe(200);
    expect(await timeline(sender, reference)).toEqual(['awaiting_payment', 'paid']);

    const second = paid(reference);
    const seconds = Array.from({ length: 50 }, () => postPayeerCallback(testApp.app, second));
    for (const answer of await Promise.all(seconds)) expect(answer.statusCode).toBe(200);
    expect(await timeline(sender, reference)).toEqual(['awaiting_payment', 'paid']);
    expect(await consoleOrder(reference)).toMatchObject({ attention: { reason: 'paid_twice' } });
    await waitUntil(async () => (await alertsAbout(reference)).length >= 1, { what: 'the alert' });
    expect(await alertsAbout(reference)).toHaveLength(1);
  });

  it('flags money for a cancelled order, leaving the order cancelled', async () => {
    const { sender, reference } = await payeerOrder();
    const cancelled = await call('POST', `/api/orders/${reference}/cancel`, {
      token: sender.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await postPayeerCallback(testApp.app, paid(reference))).statusCode).toBe(200);

    expect((await client.order(reference)).status).toBe('cancelled');
    expect(await timeline(sender, reference)).toEqual(['awaiting_payment', 'cancelled']);
    expect(await consoleOrder(reference)).toMatchObject({
      attention: { reason: 'paid_when_closed' },
    });
    await waitUntil(async () => (await alertsAbout(reference)).length === 1, {
      what: 'the alert for the cancelled order',
    });
  });

  it('lists flagged orders for the console, and clears a flag once dealt with (audited)', async () => {
    const { reference } = await payeerOrder();
    await postPayeerCallback(testApp.app, paid(reference));
    await postPayeerCallback(testApp.app, paid(reference));

    const flagged = await call('GET', '/api/admin/orders?attention=1', { token: operator });
    const references = flagged.json<{ reference: string }[]>().map((order) => order.reference);
    expect(references).toContain(reference);
    const unpaid = await payeerOrder();
    expect(references).not.toContain(unpaid.reference);

    const sender = await client.newSender();
    const refused = await call('POST', `/api/admin/orders/${reference}/attention/resolve`, {
      token: sender.token,
    });
    expect(refused.statusCode).toBe(403);

    const resolved = await call('POST', `/api/admin/orders/${reference}/attention/resolve`, {
      token: operator,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ reference, attention: null });
    const [entry] = await auditEntries(call, await signedInAs(testApp, 'admin'), 'order');
    expect(entry).toMatchObject({
      action: 'resolve_attention',
      entity_id: reference,
      before: { reason: 'paid_twice' },
    });
  });
});

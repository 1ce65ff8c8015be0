import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, adminClient, signedInAs } from '../admin/admin-client.ts';
import { auditEntries } from '../admin/audit-entries.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { type OrdersClient, ordersClient, waitForOrderMails } from './orders-client.ts';

let clock = new Date('2025-03-10T15:00:00Z');
let testApp: TestApp;
let client: OrdersClient;
let call: AdminCall;
let operator: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = ordersClient(testApp);
  call = adminClient(testApp);
  operator = await signedInAs(testApp, 'operator');
});
afterAll(() => testApp.close());

const advanceHours = (hours: number) => {
  clock = new Date(clock.getTime() + hours * 3_600_000);
};

/** The sweep as the schedule runs it: through the job queue, with the operator's setting. */
async function runSweep() {
  const { boss } = testApp.app.jobs;
  const id = await boss.send('orders.expire-unpaid', {});
  if (id === null) throw new Error('the sweep was not queued');
  // Finished, not only taken from the queue: a running sweep is no longer queued.
  await waitUntil(
    async () => (await boss.getJobById('orders.expire-unpaid', id))?.state === 'completed',
    { what: 'the expiry sweep' },
  );
}

describe('expiry of unpaid Zelle, PayPal and transfer orders', () => {
  it('waits 72 hours unless the operator says otherwise', async () => {
    const response = await call('GET', '/api/admin/order-expiry', { token: operator });
    expect(response.json()).toEqual({ unpaid_order_hours: 72 });
  });

  it('refuses hours outside 1 to 720 with a message, and keeps the setting', async () => {
    for (const hours of [0, 721, 1.5]) {
      const response = await call('PUT', '/api/admin/order-expiry', {
        token: operator,
        payload: { unpaid_order_hours: hours },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation',
        errors: [
          {
            path: 'unpaid_order_hours',
            message: 'Indique un número entero de horas entre 1 y 720',
          },
        ],
      });
    }
    const kept = await call('GET', '/api/admin/order-expiry', { token: operator });
    expect(kept.json()).toEqual({ unpaid_order_hours: 72 });
  });

  it('expires an order unpaid for the hours the operator set, mails the sender, and spares the rest', async () => {
    const changed = await call('PUT', '/api/admin/order-expiry', {
      token: operator,
      payload: { unpaid_order_hours: 24 },
    });
    expect(changed.json()).toEqual({ unpaid_order_hours: 24 });
    const [entry] = await auditEntries(call, await signedInAs(testApp, 'admin'), 'settings');
    expect(entry).toMatchObject({
      entity_id: 'unpaid_order_hours',
      before: { unpaid_order_hours: 72 },
      after: { unpaid_order_hours: 24 },
    });

    const sender = await client.newSender();
    const unpaid = await client.placed(sender, await client.orderBody('zelle'));
    const confirmed = await client.placed(
      sender,
      await client.orderBody('paypal', { amount: '120' }),
    );
    const confirm = await client.confirmFiat(sender, {
      reference: confirmed.reference,
      account: 'maria@banco.example',
      order: '9XH12345AB678901C',
      fiat_method: 'paypal',
    });
    expect(confirm.statusCode).toBe(200);

    advanceHours(23);
    await runSweep();
    expect((await client.order(unpaid.reference)).status).toBe('awaiting_payment');

    advanceHours(2);
    const younger = await client.placed(sender, await client.orderBody('zelle', { amount: '130' }));
    await runSweep();
    expect((await client.order(unpaid.reference)).status).toBe('expired');
    expect((await client.history(unpaid.reference)).at(-1)).toMatchObject({
      toStatus: 'expired',
      actor: 'system',
    });
    expect((await client.order(confirmed.reference)).status).toBe('payment_submitted');
    expect((await client.order(younger.reference)).status).toBe('awaiting_payment');

    const mails = await waitForOrderMails(client, sender, unpaid.reference, 2);
    expect(mails.at(-1)?.text).toContain(
      'El plazo para pagar la orden terminó sin recibir el pago.',
    );
  });

  it('counts the hours from the method the sender chose last, not from the first one', async () => {
    const sender = await client.newSender();
    const gateway = await client.placed(
      sender,
      await client.orderBody('tropipay', { amount: '140' }),
    );
    advanceHours(30);
    await client.placed(sender, await client.orderBody('zelle', { amount: '140' }));
    await runSweep();
    expect(await client.order(gateway.reference)).toMatchObject({
      status: 'awaiting_payment',
      method: 'zelle',
    });
    advanceHours(25);
    await runSweep();
    expect((await client.order(gateway.reference)).status).toBe('expired');
  });
});

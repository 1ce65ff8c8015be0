import type { AdminOrderDetail, AdminOrderSummary } from '@giro/shared/admin/order-admin-contracts';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/modules/orders/orders-tables.ts';
import { type AdminCall, adminClient, signedInAs } from '../admin/admin-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { plainPdf as pdf, realPng as png } from '../helpers/proof-files.ts';
import { type Sender, waitForOrderMail } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let call: AdminCall;
let operator: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  call = adminClient(testApp);
  operator = await signedInAs(testApp, 'operator');
});
afterAll(() => testApp.close());

async function transferOrder(sender: Sender, amount = '100') {
  const body = await client.orders.orderBody('transferencia', { amount });
  return (await client.orders.placed(sender, body)).reference;
}

const setStatus = (reference: string, status: OrderStatus) =>
  testApp.db.update(orders).set({ status }).where(eq(orders.reference, reference));

describe('a proof of payment on an unpaid order is the "I have paid" step', () => {
  it('moves a bank transfer to payment submitted, with a history entry and a mail', async () => {
    const sender = await client.orders.newSender();
    const reference = await transferOrder(sender);
    const response = await client.uploadProof(
      sender,
      reference,
      pdf,
      'proof.pdf',
      'application/pdf',
    );
    expect(response.statusCode).toBe(200);
    expect((await client.orders.order(reference)).status).toBe('payment_submitted');
    expect((await client.orders.history(reference)).at(-1)).toMatchObject({
      fromStatus: 'awaiting_payment',
      toStatus: 'payment_submitted',
      actor: expect.any(String),
      note: 'sender uploaded a proof of payment',
    });
    const mail = await waitForOrderMail(client.orders, sender, reference, 'Pago en verificación');
    expect(mail.text).toContain('Recibimos la confirmación de su pago');
  });

  it("shows the submitted transfer in the operator's queue with its proof, to be marked paid", async () => {
    const sender = await client.orders.newSender();
    const reference = await transferOrder(sender, '110');
    await client.uploadProof(sender, reference, png);
    const queue = await call('GET', '/api/admin/orders?status=payment_submitted', {
      token: operator,
    });
    expect(queue.json<AdminOrderSummary[]>().map((order) => order.reference)).toContain(reference);
    const detail = await call('GET', `/api/admin/orders/${reference}`, { token: operator });
    expect(detail.json<AdminOrderDetail>()).toMatchObject({
      status: 'payment_submitted',
      method: 'transferencia',
      proof: { media_type: 'image/png' },
      actions: expect.arrayContaining(['mark_paid']),
    });
    const paid = await call('POST', `/api/admin/orders/${reference}/actions`, {
      token: operator,
      payload: { action: 'mark_paid', note: 'Visto en el extracto' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await client.orders.order(reference)).status).toBe('paid');
  });

  it('adds a proof to a submitted order, keeping its status and history', async () => {
    const sender = await client.orders.newSender();
    const reference = await client.zelleOrder(sender);
    await client.uploadProof(sender, reference, png);
    const history = await client.orders.history(reference);
    const again = await client.uploadProof(sender, reference, pdf, 'b.pdf', 'application/pdf');
    expect(again.statusCode).toBe(200);
    expect(await client.orders.history(reference)).toHaveLength(history.length);
    expect((await client.orders.order(reference)).status).toBe('payment_submitted');
  });

  it.each(['paid', 'delivered', 'cancelled', 'replaced', 'expired'] as const)(
    'takes no proof on a %s order',
    async (status) => {
      const sender = await client.orders.newSender();
      const reference = await transferOrder(sender, '120');
      await setStatus(reference, status);
      const response = await client.uploadProof(sender, reference, png);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'proof_not_accepted',
        message: 'Esta orden no admite un comprobante de pago.',
      });
      expect((await client.orders.order(reference)).status).toBe(status);
    },
  );

  it('takes no proof on a gateway order', async () => {
    const sender = await client.orders.newSender();
    const body = await client.orders.orderBody('tropipay');
    const { reference } = await client.orders.placed(sender, body);
    expect((await client.uploadProof(sender, reference, png)).statusCode).toBe(409);
  });
});

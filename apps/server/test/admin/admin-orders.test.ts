import type { AdminOrderDetail, AdminOrderSummary } from '@giro/shared/admin/order-admin-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type OrdersClient,
  ordersClient,
  type Sender,
  waitForOrderMails,
} from '../orders/orders-client.ts';
import type { AdminCall } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let client: OrdersClient;
let call: AdminCall;
let token: string;
let sender: Sender;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  client = ordersClient(testApp);
  sender = await client.newSender('en');
});
afterAll(() => testApp.close());

/** A Zelle order the sender confirmed: payment_submitted, waiting for the operator. */
async function confirmedZelleOrder(amount: string, owner = sender): Promise<string> {
  const { reference } = await client.placed(owner, await client.orderBody('zelle', { amount }));
  await client.confirmFiat(owner, {
    account: 'maria@banco.example',
    order: `ZL${amount}CONF`,
    reference,
    fiat_method: 'zelle',
  });
  return reference;
}

const act = (reference: string, action: string, note = 'Comprobado en el banco') =>
  call('POST', `/api/admin/orders/${reference}/actions`, { token, payload: { action, note } });

async function queue(query: Record<string, string>): Promise<string[]> {
  const response = await call('GET', `/api/admin/orders?${new URLSearchParams(query)}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderSummary[]>().map((order) => order.reference);
}

describe('POST /api/admin/orders/:reference/actions', () => {
  it('marks a confirmed order paid, then processing and delivered, mailing and auditing each step', async () => {
    const reference = await confirmedZelleOrder('120');
    const paid = await act(reference, 'mark_paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json<AdminOrderDetail>()).toMatchObject({
      status: 'paid',
      actions: ['processing', 'refund'],
    });
    expect((await act(reference, 'processing', 'Enviado al agente')).statusCode).toBe(200);
    const delivered = (
      await act(reference, 'delivered', 'Entregado en mano')
    ).json<AdminOrderDetail>();
    expect(delivered.actions).toEqual([]);
    expect(delivered.history.map((entry) => entry.to_status)).toEqual([
      'awaiting_payment',
      'payment_submitted',
      'paid',
      'processing',
      'delivered',
    ]);
    expect(delivered.history[0]).toMatchObject({
      actor: { kind: 'sender', name: expect.stringMatching(/\S/) },
      event: { code: 'created', params: {} },
    });
    expect(delivered.history.at(-1)).toMatchObject({
      actor: { kind: 'staff', name: expect.stringMatching(/\S/) },
      event: null,
      note: 'Entregado en mano',
    });
    const statuses = (await waitForOrderMails(client, sender, reference, 5)).map(
      (mail) => mail.text.match(/Status: (.+)/)?.[1],
    );
    expect(statuses).toEqual(expect.arrayContaining(['Paid', 'Being delivered', 'Delivered']));
    const audit = await auditEntries(call, token, 'order', reference);
    expect(audit.map(({ action, before, after }) => [action, before, after])).toEqual([
      ['delivered', { status: 'processing' }, { status: 'delivered', note: 'Entregado en mano' }],
      ['processing', { status: 'paid' }, { status: 'processing', note: 'Enviado al agente' }],
      [
        'mark_paid',
        { status: 'payment_submitted' },
        { status: 'paid', note: 'Comprobado en el banco' },
      ],
    ]);
    expect(audit[0]?.actor_email).toMatch(/^operator\.\d+@giro\.test$/);
  });

  it('refuses an illegal transition with a readable 409, changing and auditing nothing', async () => {
    const reference = await confirmedZelleOrder('121');
    const response = await act(reference, 'delivered');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'illegal_transition',
      message: expect.stringContaining('no puede pasar a'),
    });
    expect((await client.order(reference)).status).toBe('payment_submitted');
    expect(await auditEntries(call, token, 'order', reference)).toEqual([]);
  });

  it('cancels a confirmed order and refunds a paid one', async () => {
    const cancelled = await confirmedZelleOrder('122');
    expect((await act(cancelled, 'cancel', 'Pago no recibido')).json()).toMatchObject({
      status: 'cancelled',
    });
    const refunded = await confirmedZelleOrder('123');
    await act(refunded, 'mark_paid');
    expect((await act(refunded, 'refund', 'Devuelto por Zelle')).json()).toMatchObject({
      status: 'refunded',
    });
  });

  it('requires a note and a known action', async () => {
    const reference = await confirmedZelleOrder('124');
    expect((await act(reference, 'mark_paid', '   ')).statusCode).toBe(422);
    expect((await act(reference, 'teleport')).statusCode).toBe(422);
    expect((await act('GR-ZZZZZZ', 'mark_paid')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/orders', () => {
  it('filters by status, method and agent, and searches by reference or email', async () => {
    const other = await client.newSender();
    const mine = await confirmedZelleOrder('130');
    const theirs = await confirmedZelleOrder('131', other);
    const open = (await client.placed(other, await client.orderBody('paypal', { amount: '132' })))
      .reference;

    const submitted = await queue({ status: 'payment_submitted' });
    expect(submitted).toEqual(expect.arrayContaining([mine, theirs]));
    expect(submitted).not.toContain(open);
    expect(await queue({ method: 'paypal' })).toEqual([open]);
    expect(await queue({ q: other.email.toUpperCase() })).toEqual([open, theirs]);
    expect(await queue({ q: mine.slice(3).toLowerCase() })).toEqual([mine]);
    expect(await queue({ agent: 'nobody' })).toEqual([]);
    expect(await queue({ q: '%' })).toEqual([]);
  });

  it('filters by a date range of whole days', async () => {
    const reference = await confirmedZelleOrder('140');
    const day = (await client.order(reference)).createdAt.toISOString().slice(0, 10);
    expect(await queue({ from: day, to: day, q: reference })).toEqual([reference]);
    expect(await queue({ from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    const bad = await call('GET', '/api/admin/orders?from=yesterday', { token });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/admin/orders/:reference', () => {
  it('shows the snapshots, amounts, payment confirmation and allowed actions', async () => {
    const reference = await confirmedZelleOrder('150');
    const response = await call('GET', `/api/admin/orders/${reference.toLowerCase()}`, { token });
    expect(response.statusCode).toBe(200);
    const order = response.json<AdminOrderDetail>();
    expect(order).toMatchObject({
      reference,
      method: 'zelle',
      status: 'payment_submitted',
      email: sender.email,
      payer_account: 'maria@banco.example',
      payer_transaction: 'ZL150CONF',
      actions: ['mark_paid', 'cancel'],
      pay_to: { kind: 'account', method: 'zelle' },
    });
    expect(order.sender.email).toEqual(expect.any(String));
    expect(order.receiver.fullname).toBe(order.receiver_name);
    expect(order.principal).toBe('150.00');
  });
});

import type { CreateOrderResponse } from '@giro/shared';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/modules/audit/audit-tables.ts';
import { refundsOwed } from '../../src/modules/refunds/refunds-tables.ts';
import { adminClient } from '../admin/admin-client.ts';
import { complianceClient, sdnFile, sdnLine } from '../compliance/compliance-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { Sender } from '../orders/orders-client.ts';
import { sdnSnapshot } from './sdn-snapshot.ts';

let testApp: TestApp;
let compliance: ReturnType<typeof complianceClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  compliance = complianceClient(testApp);
  const result = await compliance.imported(Buffer.from(sdnSnapshot(), 'latin1'));
  expect(result.list.entries).toBe(14_965);
});
afterAll(() => testApp.close());

/** A Zelle order of 100 USD to `receiver` (and the usual sender), as the checkout places it. */
async function orderTo(sender: Sender, receiver: string, document = '85010112345') {
  const contact = validContactInfo();
  contact.receiver.fullname = receiver;
  contact.receiver.document = document;
  const body = await compliance.orders.orderBody('zelle', {}, contact);
  const response = await compliance.orders.createOrder(sender, body);
  expect(response.statusCode).toBe(200);
  return response.json<CreateOrderResponse>();
}

describe('an order whose receiver is on the CUBA program', () => {
  it('is held for review: no account to pay, no instructions mailed, no confirmation taken', async () => {
    const sender = await compliance.orders.newSender();
    const answer = await orderTo(sender, 'luis alberto rodriguez lopez calleja');
    expect(answer.error).toBe(false);
    expect(answer.result).toMatchObject({ code: 'compliance_review', fiat_account: null });
    expect(answer.result.message).toContain('revisión');
    const { reference } = answer.result;
    const detail = await compliance.detail(sender, reference);
    expect(detail).toMatchObject({ hold: 'sanctions', payment: null, status: 'awaiting_payment' });
    expect(await compliance.orders.mailsAbout(sender, reference)).toEqual([]);
    const confirm = await compliance.orders.confirmFiat(sender, {
      account: 'me@example.com',
      order: 'TX100001',
      reference,
      fiat_method: 'zelle',
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'payment_on_hold' });
  });

  it('shows the operator the matched entry beside the order', async () => {
    const sender = await compliance.orders.newSender();
    const { reference } = (await orderTo(sender, 'Luis Alberto Rodríguez')).result;
    const item = await compliance.heldItem(reference);
    expect(item?.order).toMatchObject({ reference, receiver_name: 'Luis Alberto Rodríguez' });
    expect(item?.matches).toContainEqual(
      expect.objectContaining({
        party: 'receiver',
        kind: 'name',
        ent_num: 30042,
        entry_name: 'RODRIGUEZ LOPEZ-CALLEJA, Luis Alberto',
        programs: ['CUBA'],
        remarks: expect.stringContaining('Passport A009956'),
        score: expect.any(Number),
      }),
    );
  });

  it('is held for the receiver document an entry carries in its remarks', async () => {
    const sender = await compliance.orders.newSender();
    // Entry 7173's remarks: "Passport 96020025125 (Mexico)", eleven digits like a Cuban ID.
    const { reference } = (await orderTo(sender, 'Pedro Pérez', '96020025125')).result;
    const item = await compliance.heldItem(reference);
    expect(item?.matches).toContainEqual(
      expect.objectContaining({ kind: 'document', ent_num: 7173, score: 1 }),
    );
  });
});

describe('the operator clears a false positive', () => {
  it('releases the order with its instructions, audits it, and does not hold the pair again', async () => {
    const sender = await compliance.orders.newSender();
    const { reference } = (await orderTo(sender, 'Casa de Cuba')).result;
    const item = await compliance.heldItem(reference);
    if (item === undefined) throw new Error('not held');
    const cleared = await compliance.decide(item.id, 'clear', 'A shop in Miami, not the entity');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      status: 'cleared',
      note: 'A shop in Miami, not the entity',
    });
    const detail = await compliance.detail(sender, reference);
    expect(detail.hold).toBeNull();
    expect(detail.payment).toMatchObject({ kind: 'account' });
    await waitUntil(
      async () => (await compliance.orders.mailsAbout(sender, reference)).length > 0,
      {
        what: 'the instructions mail',
      },
    );
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audit).toContainEqual(
      expect.objectContaining({ entity: 'compliance_hold', action: 'clear' }),
    );

    const again = await orderTo(await compliance.orders.newSender(), 'CASA DE  CUBA');
    expect(again.result.code).toBe('');
    expect(again.result.fiat_account).not.toBeNull();
  });

  it('refuses a second decision on the same hold', async () => {
    const sender = await compliance.orders.newSender();
    const { reference } = (await orderTo(sender, 'Cimex')).result;
    const item = await compliance.heldItem(reference);
    if (item === undefined) throw new Error('not held');
    expect((await compliance.decide(item.id, 'clear', 'ok')).statusCode).toBe(200);
    const second = await compliance.decide(item.id, 'block', 'changed my mind');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'hold_not_open' });
  });
});

describe('the operator blocks a true match', () => {
  it('keeps money that arrived from being delivered, then cancels the order and owes it back', async () => {
    const sender = await compliance.orders.newSender();
    const { reference } = (await orderTo(sender, 'Luis Alberto Rodríguez López Calleja')).result;
    const token = await compliance.operator();
    const act = (action: string) =>
      adminClient(testApp)('POST', `/api/admin/orders/${reference}/actions`, {
        token,
        payload: { action, note: action },
      });
    expect((await act('mark_paid')).statusCode).toBe(200);
    const processing = await act('processing');
    expect(processing.statusCode).toBe(409);
    expect(processing.json()).toMatchObject({ code: 'compliance_hold' });

    const item = await compliance.heldItem(reference);
    if (item === undefined) throw new Error('not held');
    const blocked = await compliance.decide(item.id, 'block', 'Confirmed: the listed person');
    expect(blocked.json()).toMatchObject({ status: 'blocked', order: { status: 'cancelled' } });
    const order = await compliance.orders.order(reference);
    const [refund] = await testApp.db
      .select()
      .from(refundsOwed)
      .where(eq(refundsOwed.orderId, order.id));
    expect(refund).toMatchObject({ reason: 'sanctions_block', amount: order.total });
  });
});

describe('a new version of the list', () => {
  it('holds an open order that matches an entry the new version adds', async () => {
    const sender = await compliance.orders.newSender();
    const before = await orderTo(sender, 'Zoila Esperanza Quintanilla Barroso');
    expect(before.result.code).toBe('');
    const added = sdnLine(99_999, 'QUINTANILLA BARROSO, Zoila Esperanza');
    const file = Buffer.concat([
      Buffer.from(sdnSnapshot().trimEnd().slice(0, -1), 'latin1'),
      sdnFile([added]),
    ]);
    const result = await compliance.imported(file);
    expect(result).toMatchObject({ unchanged: false, list: { entries: 14_966 } });
    const { reference } = before.result;
    await waitUntil(async () => (await compliance.heldItem(reference)) !== undefined, {
      timeoutMs: 60_000,
      what: 'the re-screening job',
    });
    expect((await compliance.detail(sender, reference)).hold).toBe('sanctions');
  });

  it('imports nothing when the file is the same, and refuses a file that is not the list', async () => {
    const same = await compliance.importList(sdnFile([sdnLine(1, 'A')]));
    expect(same.statusCode).toBe(200);
    const again = await compliance.imported(sdnFile([sdnLine(1, 'A')]));
    expect(again.unchanged).toBe(true);
    const wrong = await compliance.importList(Buffer.from('name,email\nAna,ana@example.com\n'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'sanctions_file_invalid' });
  });
});

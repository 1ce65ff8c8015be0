import type { CreateOrderResponse } from '@giro/shared';
import type { AdminClearance } from '@giro/shared/compliance/screening-admin-contracts';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/select-rows.ts';
import { auditLog } from '../../src/modules/audit/audit-tables.ts';
import { complianceClient, sdnFile, sdnLine } from '../compliance/compliance-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { type Sender, waitForOrderMail } from '../orders/orders-client.ts';

let testApp: TestApp;
let compliance: ReturnType<typeof complianceClient>;

// A small list of made-up entries keeps each re-screening quick.
const marrero = sdnLine(90_001, 'MARRERO CRUZ, Manuel', { remarks: 'DOB 1963.' });
const listed = [marrero, sdnLine(90_002, 'FERRER GOMEZ, Amalia')];

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  compliance = complianceClient(testApp);
  await compliance.imported(sdnFile(listed));
});
afterAll(() => testApp.close());

async function orderTo(
  sender: Sender,
  receiver: { name: string; document: string },
  senderName = 'María José Núñez',
  amount = '100',
) {
  const contact = validContactInfo();
  contact.sender.fullname = senderName;
  contact.receiver.fullname = receiver.name;
  contact.receiver.document = receiver.document;
  const body = await compliance.orders.orderBody('zelle', { amount }, contact);
  const response = await compliance.orders.createOrder(sender, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateOrderResponse>().result;
}

/** Places an order that screening holds, and clears it as the operator. */
async function clearedOrder(sender: Sender, receiver: { name: string; document: string }) {
  const order = await orderTo(sender, receiver);
  expect(order.code).toBe('compliance_review');
  const item = await compliance.heldItem(order.reference);
  if (item === undefined) throw new Error('not held');
  const cleared = await compliance.decide(item.id, 'clear', 'Born 1990, not the listed man');
  expect(cleared.statusCode).toBe(200);
  return order;
}

async function clearances(status: 'active' | 'revoked' = 'active') {
  const response = await compliance.call(
    'GET',
    `/api/admin/compliance/clearances?status=${status}`,
    {
      token: await compliance.operator(),
    },
  );
  expect(response.statusCode).toBe(200);
  return response.json<AdminClearance[]>();
}

const revoke = async (id: number, note: string) =>
  compliance.call('POST', `/api/admin/compliance/clearances/${id}/revoke`, {
    token: await compliance.operator(),
    payload: { note },
  });

/** Waits until no re-screening job is left to run. */
async function rescreened() {
  await waitUntil(
    async () => {
      const [row] = await selectRows<{ waiting: boolean }>(
        testApp.db,
        sql`select exists (select 1 from pgboss.job where name = 'sanctions.rescreen'
              and state in ('created', 'retry', 'active')) as waiting`,
      );
      return row?.waiting === false;
    },
    { timeoutMs: 60_000, what: 'the re-screening' },
  );
}

const heldOrNot = async (sender: Sender, reference: string) =>
  (await compliance.detail(sender, reference)).hold;

describe('clearing a possible match', () => {
  it('clears that one person: the same name with another document stays held', async () => {
    const manuel = { name: 'Manuel Marrero Cruz', document: '63010112345' };
    const first = await clearedOrder(await compliance.orders.newSender(), manuel);

    const samePerson = await orderTo(await compliance.orders.newSender(), {
      name: 'MARRERO CRUZ Manuel',
      document: '630101 12345',
    });
    expect(samePerson).toMatchObject({ code: '', fiat_account: expect.any(Object) });

    const namesake = await orderTo(await compliance.orders.newSender(), {
      name: 'Manuel Marrero Cruz',
      document: '90020212345',
    });
    expect(namesake).toMatchObject({ code: 'compliance_review', fiat_account: null });

    const [shown] = (await clearances()).filter((one) => one.order_reference === first.reference);
    expect(shown).toMatchObject({
      party: 'receiver',
      name: 'Manuel Marrero Cruz',
      document: '63010112345',
      sender_email: null,
      ent_num: 90_001,
      entry_name: 'MARRERO CRUZ, Manuel',
      programs: ['CUBA'],
      entry_changed: false,
      reason: 'Born 1990, not the listed man',
      cleared_by: expect.stringMatching(/^operator/),
      revoked_at: null,
    });
  });

  it('clears a sender for their own account only', async () => {
    const amalia = 'Amalia Ferrer Gómez';
    const sender = await compliance.orders.newSender();
    const receiver = { name: 'Ángel Güell', document: '85010112345' };
    const first = await orderTo(sender, receiver, amalia);
    const item = await compliance.heldItem(first.reference);
    if (item === undefined) throw new Error('not held');
    expect(item.matches).toContainEqual(
      expect.objectContaining({ party: 'sender', ent_num: 90_002 }),
    );
    expect((await compliance.decide(item.id, 'clear', 'Long-time customer')).statusCode).toBe(200);

    expect((await orderTo(sender, receiver, amalia)).code).toBe('');
    const other = await orderTo(await compliance.orders.newSender(), receiver, amalia);
    expect(other.code).toBe('compliance_review');
    const [shown] = (await clearances()).filter((one) => one.order_reference === first.reference);
    expect(shown).toMatchObject({ party: 'sender', name: amalia, sender_email: sender.email });
  });

  it('is screened again when a new version of the list changes the entry', async () => {
    const sender = await compliance.orders.newSender();
    const manuel = { name: 'Manuel Marrero Cruz', document: '63010154321' };
    const order = await clearedOrder(sender, manuel);
    expect(await heldOrNot(sender, order.reference)).toBeNull();

    // Another entry added: the cleared entry reads the same, the clearance stands.
    await compliance.imported(sdnFile([...listed, sdnLine(90_003, 'OTRO NOMBRE, Pedro')]));
    await rescreened();
    expect(await heldOrNot(sender, order.reference)).toBeNull();
    const changed = sdnLine(90_001, 'MARRERO CRUZ, Manuel', {
      remarks: 'DOB 1963; Passport A12345.',
    });
    await compliance.imported(sdnFile([changed, ...listed.slice(1)]));
    await waitUntil(async () => (await heldOrNot(sender, order.reference)) === 'sanctions', {
      timeoutMs: 60_000,
      what: 'the re-screening to hold the order again',
    });
    const shown = (await clearances()).find((one) => one.order_reference === order.reference);
    expect(shown?.entry_changed).toBe(true);
    await compliance.imported(sdnFile(listed));
  });
});

describe('revoking a clearance', () => {
  it('holds the person’s open orders again, is audited, and happens once', async () => {
    const sender = await compliance.orders.newSender();
    const manuel = { name: 'Manuel Marrero Cruz', document: '63010199999' };
    const first = await clearedOrder(sender, manuel);
    // Another cart (another amount): another order, not the same one again.
    const second = await orderTo(sender, manuel, 'María José Núñez', '120');
    expect(second.code).toBe('');
    const clearance = (await clearances()).find((one) => one.order_reference === first.reference);
    if (clearance === undefined) throw new Error('no clearance');

    const revoked = await revoke(clearance.id, 'New information from the bank');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      held_orders: 2,
      clearance: { id: clearance.id, revoke_reason: 'New information from the bank' },
    });
    expect(await heldOrNot(sender, first.reference)).toBe('sanctions');
    expect(await heldOrNot(sender, second.reference)).toBe('sanctions');
    expect((await clearances()).map((one) => one.id)).not.toContain(clearance.id);
    expect((await clearances('revoked')).map((one) => one.id)).toContain(clearance.id);
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'sanctions_clearance'),
          eq(auditLog.entityId, String(clearance.id)),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'revoke', actorEmail: expect.stringMatching(/^operator/) }),
    ]);

    const again = await revoke(clearance.id, 'twice');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'clearance_not_active' });
  });
});

describe('the sender of a released order', () => {
  it('is mailed how to pay when the hold is cleared, though the instructions went out before it', async () => {
    const sender = await compliance.orders.newSender();
    const receiver = { name: 'Juana Rosa Pintado Díaz', document: '70030312345' };
    const contact = validContactInfo();
    contact.receiver.fullname = receiver.name;
    contact.receiver.document = receiver.document;
    const placed = await compliance.orders.placed(
      sender,
      await compliance.orders.orderBody('zelle', {}, contact),
    );
    await waitForOrderMail(compliance.orders, sender, placed.reference, 'Registramos');

    // A new version lists her: the open order is held; the operator clears it.
    await compliance.imported(sdnFile([...listed, sdnLine(90_004, 'PINTADO DIAZ, Juana Rosa')]));
    await waitUntil(async () => (await heldOrNot(sender, placed.reference)) === 'sanctions', {
      timeoutMs: 60_000,
      what: 'the re-screening',
    });
    const item = await compliance.heldItem(placed.reference);
    if (item === undefined) throw new Error('not held');
    expect((await compliance.decide(item.id, 'clear', 'Other person')).statusCode).toBe(200);
    const mail = await waitForOrderMail(
      compliance.orders,
      sender,
      placed.reference,
      'Terminamos de revisar',
    );
    const { payment } = await compliance.detail(sender, placed.reference);
    if (payment?.kind !== 'account') throw new Error('no account to pay into');
    expect(mail.text).toContain(`Cuenta: ${payment.account.account}`);
    expect(await compliance.orders.mailsAbout(sender, placed.reference)).toHaveLength(2);
  });
});

describe('names as an ID card writes them', () => {
  it('takes hyphens and apostrophes, and screens them like spaces', async () => {
    const sender = await compliance.orders.newSender();
    const hyphenated = await orderTo(sender, {
      name: 'Manuel Marrero-Cruz',
      document: '63010188888',
    });
    expect(hyphenated.code).toBe('compliance_review');
    const apostrophe = await orderTo(sender, { name: "Siobhán O'Neill", document: '63010177777' });
    expect(apostrophe.code).toBe('');
  });
});

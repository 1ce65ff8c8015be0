import type { CreateOrderResponse } from '@giro/shared';
import type { ScreeningStatus } from '@giro/shared/compliance/screening-admin-contracts';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanctionsLists } from '../../src/modules/sanctions/sanctions-tables.ts';
import { complianceClient } from '../compliance/compliance-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { type Sender, waitForOrderMail } from '../orders/orders-client.ts';
import { sdnSnapshot } from './sdn-snapshot.ts';

const dayMs = 86_400_000;
let clock = new Date();
let testApp: TestApp;
let compliance: ReturnType<typeof complianceClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  compliance = complianceClient(testApp);
});
afterAll(() => testApp.close());

const snapshot = () => Buffer.from(sdnSnapshot(), 'latin1');

async function status(): Promise<ScreeningStatus> {
  const token = await compliance.operator(true);
  const response = await compliance.call('GET', '/api/admin/compliance/screening', { token });
  expect(response.statusCode).toBe(200);
  return response.json<ScreeningStatus>();
}

/** The gauge's value as Prometheus reads it. */
async function listAgeMetric(): Promise<string | undefined> {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return /^giro_sanctions_list_age_seconds (\S+)$/m.exec(response.body)?.[1];
}

async function orderTo(sender: Sender, receiver: string) {
  const contact = validContactInfo();
  contact.receiver.fullname = receiver;
  const body = await compliance.orders.orderBody('zelle', {}, contact);
  const response = await compliance.orders.createOrder(sender, body);
  expect(response.statusCode).toBe(200);
  return response.json<CreateOrderResponse>().result;
}

/** Waits for the background re-screening to leave the sender's order with this hold. */
async function waitForHold(sender: Sender, reference: string, hold: string | null) {
  await waitUntil(async () => (await compliance.detail(sender, reference)).hold === hold, {
    timeoutMs: 60_000,
    what: `${reference} with hold ${hold}`,
  });
}

describe('no SDN list in force', () => {
  it('holds every new order unscreened, says so to staff and Prometheus, and stays ready', async () => {
    await testApp.db.delete(sanctionsLists);
    testApp.app.compliance.screening.invalidate();
    expect(await status()).toMatchObject({ state: 'missing', version: null, waiting_orders: 0 });
    expect(await listAgeMetric()).toBe('+Inf');
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    const sender = await compliance.orders.newSender();
    const clean = await orderTo(sender, 'Ángel Güell');
    expect(clean).toMatchObject({ code: 'compliance_review', fiat_account: null });
    const listed = await orderTo(sender, 'Luis Alberto Rodríguez López-Calleja');
    expect(listed).toMatchObject({ code: 'compliance_review', fiat_account: null });
    expect(await compliance.detail(sender, clean.reference)).toMatchObject({
      hold: 'screening_unavailable',
      payment: null,
    });
    const confirm = await compliance.orders.confirmFiat(sender, {
      account: 'me@example.com',
      order: 'TX100001',
      reference: clean.reference,
      fiat_method: 'zelle',
    });
    expect(confirm.json()).toMatchObject({ code: 'payment_on_hold' });
    expect(await status()).toMatchObject({ state: 'missing', waiting_orders: 2 });
    expect(await compliance.orders.mailsAbout(sender, clean.reference)).toEqual([]);

    // A list comes into force: each waiting order is screened, the clean one released.
    await compliance.imported(snapshot());
    await waitForHold(sender, clean.reference, null);
    const mail = await waitForOrderMail(
      compliance.orders,
      sender,
      clean.reference,
      'Terminamos de revisar',
    );
    const { payment } = await compliance.detail(sender, clean.reference);
    if (payment?.kind !== 'account') throw new Error('no account to pay into');
    expect(mail.text).toContain(`Cuenta: ${payment.account.account}`);
    await waitForHold(sender, listed.reference, 'sanctions');
    expect(await compliance.orders.mailsAbout(sender, listed.reference)).toEqual([]);
    expect(await status()).toMatchObject({ state: 'in_force', waiting_orders: 0 });
    expect(Number(await listAgeMetric())).toBeLessThan(60);
  });
});

describe('a list not confirmed current for 7 days', () => {
  it('holds new orders until the same file is fetched again, then releases them', async () => {
    clock = new Date(clock.getTime() + 7 * dayMs + 60_000);
    const before = await status();
    expect(before).toMatchObject({ state: 'stale', max_age_days: 7 });
    expect(Number(await listAgeMetric())).toBeGreaterThan(7 * 86_400);

    const sender = await compliance.orders.newSender();
    await compliance.signInAgain(sender);
    const waiting = await orderTo(sender, 'Ángel Güell');
    expect(waiting.code).toBe('compliance_review');
    expect((await compliance.detail(sender, waiting.reference)).hold).toBe('screening_unavailable');

    const again = await compliance.imported(snapshot());
    expect(again).toMatchObject({ unchanged: true, list: { version: before.version } });
    await waitForHold(sender, waiting.reference, null);
    await waitForOrderMail(compliance.orders, sender, waiting.reference, 'Terminamos de revisar');
    expect(await status()).toMatchObject({ state: 'in_force', waiting_orders: 0 });
  });
});

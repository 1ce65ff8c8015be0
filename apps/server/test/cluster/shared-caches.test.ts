import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInAs } from '../admin/admin-client.ts';
import { approvingAdmin } from '../admin/admin-sessions.ts';
import { complianceClient, sdnFile, sdnLine } from '../compliance/compliance-client.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type TwoInstances, twoInstances } from '../helpers/two-instances.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { ordersClient } from '../orders/orders-client.ts';
import { cadToCupRoute, calculatorClient, quoteRequest } from '../pricing/calculator-client.ts';

let instances: TwoInstances;
let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  instances = await twoInstances();
  ({ instanceA, instanceB } = instances);
});
afterAll(() => instances.close());

describe('caches shared by two instances on one database', () => {
  it("uses an operator's new rate made through A in B's next quotes within a second", async () => {
    const quoteOnB = calculatorClient(instanceB.app);
    const cadToCup = quoteRequest({ currency: 'CAD', destination_currency: 'CUP' });
    // B has priced (and cached) the route before the change.
    expect((await quoteOnB.calc(cadToCup)).json()).toMatchObject({ tasa: '232' });

    const token = await signedInAs(instanceA, 'operator');
    const saved = await adminClient(instanceA)('PUT', '/api/admin/pricing/routes/CAD/CUP', {
      token,
      payload: cadToCupRoute('240'),
    });
    expect(saved.statusCode).toBe(200);
    const savedAt = Date.now();

    await waitUntil(
      async () => (await quoteOnB.calc(cadToCup)).json<{ tasa: string }>().tasa === '240',
      { timeoutMs: 1_000, what: "B's quote at the new rate" },
    );
    expect(Date.now() - savedAt).toBeLessThan(1_000);
  });

  it('switches a payment method off on B as soon as it is switched off through A', async () => {
    const gateways = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/get_gateways' })).json<{ name: string }[]>();
    expect((await gateways(instanceB)).map((gateway) => gateway.name)).toContain('zelle');

    // Where money goes changes under dual control: one admin proposes, another approves.
    const call = adminClient(instanceA);
    const proposer = await signedInAs(instanceA, 'admin');
    const approver = await approvingAdmin(instanceA);
    const proposed = await call('PUT', '/api/admin/gateways/zelle', {
      token: proposer,
      payload: { enabled: false },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const approved = await call(
      'POST',
      `/api/admin/money-changes/${proposed.json<MoneyChange>().id}/approve`,
      { token: approver.token },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await waitUntil(
      async () => !(await gateways(instanceB)).some((gateway) => gateway.name === 'zelle'),
      { timeoutMs: 1_000, what: 'zelle to leave B’s methods' },
    );
  });

  it('screens the orders placed on B against a list imported through A, long before the TTL', async () => {
    const ordersOnB = ordersClient(instanceB);
    // Signed up through A, whose worker mails the activation link.
    const sender = await ordersClient(instanceA).newSender();
    let attempt = 0;
    /** A new order on B (each a different amount, so none is an open order answered again). */
    async function orderOnB(receiver: string) {
      attempt += 1;
      const contact = validContactInfo();
      contact.receiver.fullname = receiver;
      // PayPal: the test above switched Zelle off.
      const body = await ordersOnB.orderBody('paypal', { amount: String(100 + attempt) }, contact);
      return (await ordersOnB.placed(sender, body)).code;
    }
    // B has screened an order, and so knows the newest version (none), before the import.
    expect(await orderOnB('Rigoberto Quintero Valdés')).not.toBe('compliance_review');

    const list = sdnFile([sdnLine(90_001, 'QUINTERO VALDES, Rigoberto')]);
    expect((await complianceClient(instanceA).imported(list)).list.entries).toBe(1);
    // The version is read again every 60 s anyway: holding within 10 s is A's notice.
    await waitUntil(
      async () => (await orderOnB('Rigoberto Quintero Valdés')) === 'compliance_review',
      {
        timeoutMs: 10_000,
        what: "B's order held against the list imported through A",
      },
    );
  });
});

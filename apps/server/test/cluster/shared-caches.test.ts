import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInAs } from '../admin/admin-client.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type TwoInstances, twoInstances } from '../helpers/two-instances.ts';
import { waitUntil } from '../helpers/wait-until.ts';
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
    const token = await signedInAs(instanceA, 'operator');
    const gateways = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/get_gateways' })).json<{ name: string }[]>();
    expect((await gateways(instanceB)).map((gateway) => gateway.name)).toContain('zelle');

    const saved = await adminClient(instanceA)('PUT', '/api/admin/gateways/zelle', {
      token,
      payload: { enabled: false },
    });
    expect(saved.statusCode).toBe(200);
    await waitUntil(
      async () => !(await gateways(instanceB)).some((gateway) => gateway.name === 'zelle'),
      { timeoutMs: 1_000, what: 'zelle to leave B’s methods' },
    );
  });
});

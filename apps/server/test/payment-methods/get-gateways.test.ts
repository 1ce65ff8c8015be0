import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways } from '../../src/modules/payment-methods/payment-methods-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(() => testApp.close());

const getGateways = () => testApp.app.inject({ method: 'GET', url: '/get_gateways' });

describe('GET /get_gateways', () => {
  it('lists every demo method in the spec order', async () => {
    const response = await getGateways();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      ['airtm', 'payeer', 'zelle', 'paypal', 'tropipay', 'ducapp', 'transferencia', 'crypto'].map(
        (name) => ({ name }),
      ),
    );
  });

  it("leaves out the methods the operator disabled and follows the operator's order", async () => {
    await testApp.db.update(gateways).set({ enabled: false }).where(eq(gateways.name, 'airtm'));
    await testApp.db.update(gateways).set({ position: -1 }).where(eq(gateways.name, 'crypto'));
    testApp.app.paymentMethodsService.invalidate();
    const names = (await getGateways()).json<{ name: string }[]>().map(({ name }) => name);
    expect(names).toEqual([
      'crypto',
      'payeer',
      'zelle',
      'paypal',
      'tropipay',
      'ducapp',
      'transferencia',
    ]);
  });

  it('leaves out the gateways that are not offered: no credentials and no sandbox', async () => {
    const off = await buildTestApp({ seed: true, config: { PAYMENTS_SANDBOX: false } });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/get_gateways' });
      expect(response.json()).toEqual(
        ['zelle', 'paypal', 'transferencia', 'crypto'].map((name) => ({ name })),
      );
    } finally {
      await off.close();
    }
  });
});

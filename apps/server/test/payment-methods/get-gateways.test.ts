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

describe('GET /get_gateways for a cart', () => {
  const forCart = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/get_gateways?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ name: string }[]>().map(({ name }) => name);
  };

  it('offers a EUR cart no Zelle (no EUR account), no Airtm (USD only) and no crypto', async () => {
    const names = await forCart('currency=EUR&amount=105.00');
    expect(names).toEqual(expect.arrayContaining(['paypal', 'transferencia', 'payeer']));
    expect(names).not.toContain('zelle');
    expect(names).not.toContain('airtm');
    expect(names).not.toContain('crypto');
  });

  it('offers a CAD cart no method paid to an account: the operator has none in CAD', async () => {
    const names = await forCart('currency=CAD&amount=105.00');
    for (const manual of ['zelle', 'paypal', 'transferencia']) expect(names).not.toContain(manual);
    expect(names).toContain('payeer');
  });

  it('offers a USDT cart only crypto, which has a wallet', async () => {
    expect(await forCart('currency=USDT&amount=105.00')).toEqual(['crypto']);
  });

  it("leaves out an account method once the cart's total passes every account's room today", async () => {
    expect(await forCart('currency=USD&amount=4500.00')).toContain('zelle');
    expect(await forCart('currency=USD&amount=4500.00')).not.toContain('paypal');
    expect(await forCart('currency=USD&amount=6000.00')).not.toContain('zelle');
  });

  it('answers 422 for an amount that is not money, never 5xx', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/get_gateways?currency=USD&amount=1e9',
    });
    expect(response.statusCode).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCall } from '../admin/admin-client.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { ordersClient } from './orders-client.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
});
afterAll(() => testApp.close());

/** The largest terms each input allows on its own. */
const extreme = {
  tasa: '999999999999.999999',
  commission_percent: '100',
  commission_fixed: '9999999999.99',
  min_principal: '20',
  max_principal: '9999999999.99',
  enabled: true,
};

const saveRoute = (path: string, payload: object) =>
  call('PUT', `/api/admin/pricing/routes/${path}`, { token, payload });

describe('the largest amounts the operator can set fit an order', () => {
  it('refuses a maximum whose receiving at the route rate no order could hold', async () => {
    const response = await saveRoute('BTC/CUP', extreme);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        path: 'max_principal',
        message:
          'Con esta tasa, el máximo a enviar daría un monto a recibir mayor que el que admite una orden. Baje el máximo o la tasa.',
      },
    ]);
  });

  it('stores an order at the largest maximum, rate, commission and smallest crypto price', async () => {
    expect((await saveRoute('BTC/USD', { ...extreme, tasa: '100' })).statusCode).toBe(200);
    const price = await call('PUT', '/api/admin/pricing/crypto-prices/BTC', {
      token,
      payload: { price_usd: '0.00000001' },
    });
    expect(price.statusCode).toBe(200);

    const client = ordersClient(testApp);
    const sender = await client.newSender();
    const body = await client.orderBody('crypto', {
      currency: 'BTC',
      destination_currency: 'USD',
      amount: '9999999999.99',
    });
    const { reference } = await client.placed(sender, body);
    const order = await client.order(reference);
    expect(order.receiving).toBe('999999999999.00');
    // Principal + 100 % commission + fixed commission, over a price of 10⁻⁸ USD.
    expect(order.total).toBe('29999999999.97');
    expect(order.cryptoAmount).toBe('2999999999997000000.00000000');
  });
});

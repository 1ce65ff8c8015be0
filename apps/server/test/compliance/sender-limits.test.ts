import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import type { SenderLimitBody } from '@giro/shared/compliance/limit-contracts';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { accountsClient } from '../helpers/accounts.ts';
import type { QuoteInputs, Sender } from '../orders/orders-client.ts';
import { complianceSuite, suiteStart as start } from './compliance-suite.ts';

const suite = complianceSuite();

const dayMs = 86_400_000;
const cents = (amount: string, delta: number) => new Big(amount).plus(delta / 100).toFixed(2);

async function setLimits(currency: string, limits: Partial<SenderLimitBody>) {
  const payload = { usd_value: '1', per_transfer: null, per_day: null, per_month: null, ...limits };
  const response = await suite.compliance.call('PUT', `/api/admin/compliance/limits/${currency}`, {
    token: await suite.compliance.admin(),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The total a quote of `amount` USD (or `currency`) to CUP asks the sender to pay. */
async function totalOf(inputs: Partial<QuoteInputs>): Promise<string> {
  const base = { currency: 'USD', destination_currency: 'CUP' as const, amount: '100' };
  return String((await suite.compliance.orders.cartFor({ ...base, ...inputs })).pvp);
}

function quote(inputs: Partial<QuoteInputs>, token?: string) {
  const body = {
    type: 1,
    key: '',
    delivery: 1,
    currency: 'USD',
    destination_currency: 'CUP',
    amount: '100',
    ...inputs,
  };
  return accountsClient(suite.testApp).post('/api/calc_money_sent', body, token ? { token } : {});
}

async function order(sender: Sender, inputs: Partial<QuoteInputs>) {
  // The demo has Zelle accounts in USD only; PayPal takes EUR.
  const method = inputs.currency === 'EUR' ? 'paypal' : 'zelle';
  const body = await suite.compliance.orders.orderBody(method, inputs);
  return suite.compliance.orders.createOrder(sender, body);
}

describe('the limit per transfer', () => {
  it('passes a total equal to it and refuses one cent more, at quote and at order time', async () => {
    const total = await totalOf({ amount: '200' });
    await setLimits('USD', { per_transfer: total });
    expect((await quote({ amount: '200' })).statusCode).toBe(200);
    const sender = await suite.compliance.orders.newSender();
    expect((await order(sender, { amount: '200' })).statusCode).toBe(200);
    const body = await suite.compliance.orders.orderBody('zelle', { amount: '200' });

    await setLimits('USD', { per_transfer: cents(total, -1) });
    const refused = await quote({ amount: '200' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'limit_exceeded' });
    expect(refused.json().message).toBe(
      `Supera el límite de ${cents(total, -1).replace('.', ',')} USD por envío: puede enviar hasta ${cents(total, -1).replace('.', ',')} USD.`,
    );
    const placed = await suite.compliance.orders.createOrder(
      await suite.compliance.orders.newSender(),
      body,
    );
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toMatchObject({ code: 'limit_exceeded' });
  });
});

describe('the rolling windows of a sender', () => {
  it('sums the last 24 hours: what remains passes, a cent more does not, and an anonymous quote sees only the transfer limit', async () => {
    const first = await totalOf({ amount: '100' });
    const second = await totalOf({ amount: '150' });
    const sender = await suite.compliance.orders.newSender();
    await setLimits('USD', { per_day: new Big(first).plus(second).minus('0.01').toFixed(2) });
    expect((await order(sender, { amount: '100' })).statusCode).toBe(200);
    const refused = await order(sender, { amount: '150' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(
      `puede enviar hasta ${cents(second, -1).replace('.', ',')} USD`,
    );
    expect((await quote({ amount: '150' }, sender.token)).statusCode).toBe(422);
    expect((await quote({ amount: '150' })).statusCode).toBe(200);

    await setLimits('USD', { per_day: new Big(first).plus(second).toFixed(2) });
    expect((await quote({ amount: '150' }, sender.token)).statusCode).toBe(200);
    expect((await order(sender, { amount: '150' })).statusCode).toBe(200);
  });

  it('forgets orders older than 24 hours for the day, not for the 30 days', async () => {
    const first = await totalOf({ amount: '100' });
    const second = await totalOf({ amount: '120' });
    const sender = await suite.compliance.orders.newSender();
    const month = new Big(first).plus(second).toFixed(2);
    await setLimits('USD', { per_day: first, per_month: month });
    expect((await order(sender, { amount: '100' })).statusCode).toBe(200);
    expect((await order(sender, { amount: '120' })).statusCode).toBe(422);
    suite.clock = new Date(start.getTime() + dayMs + 1000);
    // A staff session ends 12 hours after its sign-in.
    await suite.compliance.operator(true);
    await setLimits('USD', { per_day: second, per_month: cents(month, -1) });
    expect((await order(sender, { amount: '120' })).json()).toMatchObject({
      code: 'limit_exceeded',
      message: expect.stringContaining('en 30 días'),
    });
    await setLimits('USD', { per_day: second, per_month: month });
    expect((await order(sender, { amount: '120' })).statusCode).toBe(200);
    suite.clock = new Date(start.getTime() + 32 * dayMs);
    await suite.compliance.operator(true);
    await suite.compliance.signInAgain(sender);
    await setLimits('USD', { per_day: second, per_month: first });
    expect((await order(sender, { amount: '100' })).statusCode).toBe(200);
  });

  it('converts orders in other currencies with the operator’s USD values', async () => {
    const usdTotal = await totalOf({ amount: '100' });
    const eurTotal = await totalOf({ currency: 'EUR', amount: '100' });
    const sender = await suite.compliance.orders.newSender();
    await setLimits('USD', { usd_value: '1' });
    // 1 EUR = 1.25 USD: the USD order counts as usdTotal / 1.25 EUR against the EUR limit.
    const used = new Big(usdTotal).div('1.25');
    const limit = used.plus(eurTotal).toFixed(2);
    expect(used.eq(used.round(2))).toBe(true);
    await setLimits('EUR', { usd_value: '1.25', per_day: cents(limit, -1) });
    const usd = await order(sender, { amount: '100' });
    expect(usd.statusCode, usd.body).toBe(200);
    const refused = await order(sender, { currency: 'EUR', amount: '100' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('EUR en 24 horas');
    await setLimits('EUR', { usd_value: '1.25', per_day: limit });
    expect((await order(sender, { currency: 'EUR', amount: '100' })).statusCode).toBe(200);
  });

  it('does not count cancelled orders', async () => {
    const total = await totalOf({ amount: '100' });
    const sender = await suite.compliance.orders.newSender();
    await setLimits('USD', { per_day: total });
    const { reference } = await suite.compliance.orders.placed(
      sender,
      await suite.compliance.orders.orderBody('zelle', { amount: '100' }),
    );
    expect((await order(sender, { amount: '101' })).statusCode).toBe(422);
    const cancelled = await suite.compliance.transfers.post(
      sender,
      `/api/orders/${reference}/cancel`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await order(sender, { amount: '100' })).statusCode).toBe(200);
  });

  it('lets only one of two orders placed at once through when only one fits', async () => {
    const first = await totalOf({ amount: '100' });
    const second = await totalOf({ amount: '110' });
    const sender = await suite.compliance.orders.newSender();
    await setLimits('USD', { per_day: new Big(first).plus(second).minus('0.01').toFixed(2) });
    const answers = await Promise.all([
      order(sender, { amount: '100' }),
      order(sender, { amount: '110' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('the console', () => {
  it('leaves the limits to admins with a fresh second factor (issue 39, item 4)', async () => {
    // Before: an operator, the lowest staff role, deleted the limits and set the threshold to 1.
    const operator = await suite.compliance.operator();
    for (const [method, url, payload] of [
      ['DELETE', '/api/admin/compliance/limits/USD', undefined],
      [
        'PUT',
        '/api/admin/compliance/limits/USD',
        { usd_value: '1', per_transfer: null, per_day: null, per_month: null },
      ],
      [
        'PUT',
        '/api/admin/compliance/settings',
        { ...defaultComplianceSettings, screening_threshold: 1 },
      ],
    ] as const) {
      const refused = await suite.compliance.call(method, url, { token: operator, payload });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 'forbidden' });
    }
    const upload = await suite.compliance.call('POST', '/api/admin/compliance/sanctions-lists', {
      token: operator,
    });
    expect(upload.json()).toMatchObject({ code: 'forbidden' });
    const limits = await suite.compliance.call('GET', '/api/admin/compliance/limits', {
      token: operator,
    });
    expect(limits.statusCode).toBe(200);
  });

  it('refuses limits for a currency that is not a fiat payment currency', async () => {
    const response = await suite.compliance.call('PUT', '/api/admin/compliance/limits/BTC', {
      token: await suite.compliance.admin(),
      payload: { usd_value: '65000', per_transfer: '1', per_day: null, per_month: null },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'unknown_currency' });
  });

  it('lists and removes a currency’s limits', async () => {
    await setLimits('CAD', { usd_value: '0.73', per_transfer: '4000' });
    const token = await suite.compliance.admin();
    const list = await suite.compliance.call('GET', '/api/admin/compliance/limits', { token });
    expect(list.json()).toContainEqual({
      currency: 'CAD',
      usd_value: '0.73',
      per_transfer: '4000',
      per_day: null,
      per_month: null,
    });
    const removed = await suite.compliance.call('DELETE', '/api/admin/compliance/limits/CAD', {
      token,
    });
    expect(removed.statusCode).toBe(204);
  });
});

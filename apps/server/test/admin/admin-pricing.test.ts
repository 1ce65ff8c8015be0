import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type CalculatorClient,
  calculatorClient,
  quoteRequest,
} from '../pricing/calculator-client.ts';
import type { AdminCall } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let calculator: CalculatorClient;
let token: string;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  calculator = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

const eurToUsd = {
  tasa: '1.1',
  commission_percent: '5',
  commission_fixed: '0',
  min_principal: '20',
  max_principal: '2800',
  enabled: true,
};

// One database for the file: each test changes data no other test here reads.
describe('PUT /api/admin/pricing/routes/:payment/:destination', () => {
  it('uses a changed rate in the very next quote', async () => {
    const quote = quoteRequest({ currency: 'EUR', destination_currency: 'USD' });
    expect((await calculator.calc(quote)).json()).toMatchObject({ tasa: '1.07' });

    const saved = await call('PUT', '/api/admin/pricing/routes/EUR/USD', {
      token,
      payload: eurToUsd,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      payment_currency: 'EUR',
      destination_currency: 'USD',
      tasa: '1.1',
    });

    expect((await calculator.calc(quote)).json()).toMatchObject({
      tasa: '1.1',
      receiving: '110.00',
    });
  });

  it('records who changed the route, with its terms before and after', async () => {
    const [entry] = await auditEntries(call, token, 'currency_route', 'EUR/USD');
    expect(entry).toMatchObject({
      action: 'update',
      actor_email: expect.stringMatching(/^operator\./),
      before: { tasa: '1.07', commission_percent: '5', max_principal: '2800', enabled: true },
      after: { tasa: '1.1', commission_percent: '5', max_principal: '2800', enabled: true },
    });
  });

  it('records nothing when the same terms are saved again', async () => {
    await call('PUT', '/api/admin/pricing/routes/EUR/USD', { token, payload: eurToUsd });
    expect(await auditEntries(call, token, 'currency_route', 'EUR/USD')).toHaveLength(1);
  });

  it('creates a route that did not exist, and the calculator offers it', async () => {
    const payload = { ...eurToUsd, tasa: '0.73' };
    const saved = await call('PUT', '/api/admin/pricing/routes/CAD/USD', { token, payload });
    expect(saved.statusCode).toBe(200);
    const quote = await calculator.calc(
      quoteRequest({ currency: 'CAD', destination_currency: 'USD' }),
    );
    expect(quote.json()).toMatchObject({ tasa: '0.73' });
    const [entry] = await auditEntries(call, token, 'currency_route', 'CAD/USD');
    expect(entry).toMatchObject({ action: 'create', before: null, after: { tasa: '0.73' } });
  });

  it('refuses a maximum below the minimum, naming the field', async () => {
    const payload = { ...eurToUsd, min_principal: '100', max_principal: '50' };
    const response = await call('PUT', '/api/admin/pricing/routes/USD/CUP', { token, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'max_principal', message: 'El máximo no puede ser menor que el mínimo' },
    ]);
  });

  it('refuses a commission above 100 % and a rate with more decimals than stored', async () => {
    const payload = { ...eurToUsd, commission_percent: '101', tasa: '1.1234567' };
    const response = await call('PUT', '/api/admin/pricing/routes/USD/CUP', { token, payload });
    expect(response.json().errors).toEqual([
      { path: 'tasa', message: 'Tiene demasiados decimales' },
      { path: 'commission_percent', message: 'Indique un porcentaje entre 0 y 100' },
    ]);
  });

  it('answers 404 for a payment currency the operator does not have', async () => {
    const response = await call('PUT', '/api/admin/pricing/routes/GBP/CUP', {
      token,
      payload: eurToUsd,
    });
    expect(response.statusCode).toBe(404);
    expect(await auditEntries(call, token, 'currency_route', 'GBP/CUP')).toEqual([]);
  });
});

describe('GET /api/admin/pricing/routes', () => {
  it('lists every route in the calculator order with plain decimals', async () => {
    const response = await call('GET', '/api/admin/pricing/routes', { token });
    const [first] = response.json();
    expect(first).toEqual({
      payment_currency: 'USD',
      destination_currency: 'USD CASH',
      tasa: '1',
      commission_percent: '6',
      commission_fixed: '0',
      min_principal: '50',
      max_principal: '3000',
      enabled: true,
      updated_at: expect.any(String),
    });
  });
});

describe('delivery options', () => {
  const express = {
    interval_es: 'Relámpago: en 1 hora',
    interval_en: 'Lightning: within 1 hour',
    cost: '12.5',
    is_default: 0,
    destinations: ['CUP'],
    enabled: true,
    position: 5,
  };

  it('adds an option the calculator offers at once, and records it', async () => {
    const created = await call('POST', '/api/admin/pricing/delivery-options', {
      token,
      payload: express,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    const offer = (await calculator.getCurrencies('', 'en')).json();
    expect(offer.delivery).toContainEqual({
      id,
      interval: 'Lightning: within 1 hour',
      is_default: 0,
      destinations: ['CUP'],
    });
    const [entry] = await auditEntries(call, token, 'delivery_option', String(id));
    expect(entry).toMatchObject({ action: 'create', before: null, after: { cost: '12.5' } });
  });

  it('disables an option so the calculator stops offering it', async () => {
    const options = (await call('GET', '/api/admin/pricing/delivery-options', { token })).json();
    const express = options.find((option: { cost: string }) => option.cost === '5');
    const payload = { ...express, enabled: false };
    const saved = await call('PUT', `/api/admin/pricing/delivery-options/${express.id}`, {
      token,
      payload,
    });
    expect(saved.json()).toMatchObject({ id: express.id, enabled: false });
    const offer = (await calculator.getCurrencies('')).json();
    expect(offer.delivery.map((option: { id: number }) => option.id)).not.toContain(express.id);
  });
});

describe('crypto prices', () => {
  it('prices the next crypto quote at the new price', async () => {
    const saved = await call('PUT', '/api/admin/pricing/crypto-prices/BTC', {
      token,
      payload: { price_usd: '50000' },
    });
    expect(saved.json()).toMatchObject({ currency: 'BTC', price_usd: '50000' });
    const quote = await calculator.calc(
      quoteRequest({ currency: 'BTC', destination_currency: 'USD' }),
    );
    expect(quote.json()).toMatchObject({ topay: '103.00', btc: '0.00206000' });
    const [entry] = await auditEntries(call, token, 'crypto_price', 'BTC');
    expect(entry).toMatchObject({ before: { price_usd: '65000' }, after: { price_usd: '50000' } });
  });

  it('answers 404 for a fiat currency', async () => {
    const response = await call('PUT', '/api/admin/pricing/crypto-prices/USD', {
      token,
      payload: { price_usd: '1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

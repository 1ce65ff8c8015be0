import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../src/modules/agents/agents-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type CalculatorClient, calculatorClient, quoteRequest } from './calculator-client.ts';
import { operatorEdits } from './operator-edits.ts';

let testApp: TestApp;
let client: CalculatorClient;
let edits: ReturnType<typeof operatorEdits>;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = calculatorClient(testApp.app);
  edits = operatorEdits(testApp.db);
});
afterAll(() => testApp.close());

const invalidate = () => testApp.app.pricingService.invalidate();
const currencyNames = async (hash = '') =>
  (await client.getCurrencies(hash)).json().currencies.map((c: { name: string }) => c.name);

// One database for the file: each test edits data no other test here reads.
describe('operator changes reach the calculator', () => {
  it('uses a changed rate from the next quote after invalidate, not before', async () => {
    const eurToUsd = quoteRequest({ currency: 'EUR', destination_currency: 'USD' });
    expect((await client.calc(eurToUsd)).json()).toMatchObject({ tasa: '1.07' });

    await edits.route('EUR', 'USD', { tasa: '1.1' });
    expect((await client.calc(eurToUsd)).json()).toMatchObject({ tasa: '1.07' });

    invalidate();
    expect((await client.calc(eurToUsd)).json()).toMatchObject({
      tasa: '1.1',
      receiving: '110.00',
    });
  });

  it('refuses a disabled route and drops a currency left without routes', async () => {
    for (const destination of ['USD CASH', 'CUP', 'MLC']) {
      await edits.route('CAD', destination, { enabled: false });
    }
    invalidate();
    const response = await client.calc(quoteRequest({ currency: 'CAD' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'route_unavailable' });
    expect(await currencyNames()).toEqual(['USD', 'EUR', 'BTC', 'USDT']);
  });

  it('hides a disabled payment currency and refuses to quote it', async () => {
    await edits.currencyEnabled('USDT', false);
    invalidate();
    expect(await currencyNames('demo-agent')).not.toContain('USDT');
    const response = await client.calc(quoteRequest({ currency: 'USDT' }));
    expect(response.json()).toMatchObject({ code: 'route_unavailable' });
  });

  it('answers 503 price_unavailable while a crypto currency has no USD price', async () => {
    await edits.removeCryptoPrice('BTC');
    invalidate();
    const response = await client.calc(quoteRequest({ currency: 'BTC' }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'price_unavailable',
      message: 'No se pudo obtener el precio de BTC. Inténtelo de nuevo en unos minutos.',
    });
  });

  it('charges the default delivery option serving the destination when none is chosen', async () => {
    await edits.deliveryDefault(2, 2);
    invalidate();
    const response = await client.calc(
      quoteRequest({ destination_currency: 'MLC', delivery: null }),
    );
    expect(response.json()).toMatchObject({ comision: '5.00', topay: '110.00' });
  });
});

describe('a destination the operator closes', () => {
  beforeAll(async () => {
    await edits.destination('MLC', {
      enabled: false,
      noticeEs: 'Los envíos a MLC están pausados hasta el lunes.',
      noticeEn: 'Transfers to MLC are paused until Monday.',
    });
    invalidate();
  });

  it('leaves the agent check list and explains why in the message', async () => {
    const response = await client.checkUserUrl('demo-agent');
    expect(response.json()).toEqual({
      success: true,
      hash: 'demo-agent',
      destination_currencies: [{ name: 'USD CASH' }, { name: 'CUP' }, { name: 'AIS' }],
      message: 'Los envíos a MLC están pausados hasta el lunes.',
    });
  });

  it('refuses quotes with the operator notice in the request language', async () => {
    const request = quoteRequest({ destination_currency: 'MLC' });
    const es = await client.calc(request);
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual({
      code: 'route_unavailable',
      message: 'Los envíos a MLC están pausados hasta el lunes.',
    });
    const en = await client.calc(request, 'en');
    expect(en.json()).toMatchObject({ message: 'Transfers to MLC are paused until Monday.' });
  });

  it('fails the agent check with the notice when every destination of the agent is closed', async () => {
    await createAgentsRepository(testApp.db).save({
      hash: 'mlc-only',
      name: 'MLC agent',
      active: true,
      destinations: ['MLC'],
      markupPercent: '0',
    });
    invalidate();
    const response = await client.checkUserUrl('mlc-only', 'en');
    expect(response.json()).toEqual({
      success: false,
      hash: 'mlc-only',
      destination_currencies: [],
      message: 'Transfers to MLC are paused until Monday.',
    });
  });
});

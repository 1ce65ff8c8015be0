import type { GetCurrenciesResponse } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../src/modules/agents/agents-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type CalculatorClient, calculatorClient, quoteRequest } from './calculator-client.ts';

let testApp: TestApp;
let client: CalculatorClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

// The demo's routes for a direct customer (README): CAD reaches no USD, BTC no MLC.
const allCurrencies = [
  { name: 'USD', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC', 'USD'] },
  { name: 'EUR', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC', 'USD'] },
  { name: 'CAD', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC'] },
  { name: 'BTC', fiat: false, destinations: ['USD CASH', 'CUP', 'USD'] },
  { name: 'USDT', fiat: false, destinations: ['USD CASH', 'CUP', 'MLC', 'USD'] },
];

describe('GET /get_currencies', () => {
  it('lists the payment currencies with the destinations each reaches, and the delivery options with those each serves, in Spanish by default', async () => {
    const response = await client.getCurrencies();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currencies: allCurrencies,
      delivery: [
        {
          id: 1,
          interval: 'Estándar: de 1 a 3 días hábiles',
          is_default: 1,
          destinations: ['USD CASH', 'CUP', 'MLC', 'USD'],
        },
        {
          id: 2,
          interval: 'Exprés: de 2 a 24 horas',
          is_default: 0,
          destinations: ['USD CASH', 'CUP', 'MLC'],
        },
        {
          id: 3,
          interval: 'Efectivo a domicilio en La Habana: en 24 horas',
          is_default: 0,
          destinations: ['USD CASH'],
        },
      ],
    });
    // Every pair offered is priced, with every delivery option offered for its destination.
    const delivery = response.json<GetCurrenciesResponse>().delivery;
    for (const { name, destinations } of response.json<GetCurrenciesResponse>().currencies) {
      for (const destination of destinations) {
        for (const option of delivery.filter((one) => one.destinations.includes(destination))) {
          const body = { currency: name, destination_currency: destination, delivery: option.id };
          const quote = await client.calc(quoteRequest({ ...body, amount: '200' }));
          expect(quote.statusCode, `${name} → ${destination}, ${option.id}`).toBe(200);
        }
      }
    }
  });

  it('gives the delivery intervals in English to an English request', async () => {
    const response = await client.getCurrencies('', 'en');
    expect(response.json().delivery.map((option: { interval: string }) => option.interval)).toEqual(
      [
        'Standard: 1 to 3 business days',
        'Express: 2 to 24 hours',
        'Cash delivered at home in Havana: within 24 hours',
      ],
    );
  });

  it('answers the demo agent with the currencies that reach its destinations', async () => {
    const response = await client.getCurrencies('demo-agent');
    expect(response.statusCode).toBe(200);
    expect(response.json().currencies.map((c: { name: string }) => c.name)).toEqual(
      allCurrencies.map((c) => c.name),
    );
    const usd = response.json().currencies[0];
    expect(usd.destinations).toEqual(['USD CASH', 'CUP', 'MLC', 'AIS']);
  });

  it('offers only the currencies and delivery options that serve the agent destinations', async () => {
    await createAgentsRepository(testApp.db).save({
      hash: 'ais-only',
      name: 'AIS agent',
      active: true,
      destinations: ['AIS'],
      markupPercent: '0',
    });
    testApp.app.pricingService.invalidate();

    const response = await client.getCurrencies('ais-only');
    expect(response.json()).toEqual({
      currencies: [{ name: 'USD', fiat: true, destinations: ['AIS'] }],
      delivery: [
        {
          id: 1,
          interval: 'Estándar: de 1 a 3 días hábiles',
          is_default: 1,
          destinations: ['AIS'],
        },
      ],
    });
  });

  it('refuses an unknown agent hash with 422 agent_unknown in the request language', async () => {
    const es = await client.getCurrencies('no-such-agent');
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual({
      code: 'agent_unknown',
      message: 'El enlace de agente no es válido.',
    });
    const en = await client.getCurrencies('no-such-agent', 'en');
    expect(en.json()).toEqual({ code: 'agent_unknown', message: 'This agent link is not valid.' });
  });

  it('refuses a paused agent with 422 agent_inactive', async () => {
    const response = await client.getCurrencies('demo-agent-paused');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'agent_inactive',
      message: 'El enlace de este agente no está activo.',
    });
  });

  it('rejects a hash longer than 128 characters as invalid', async () => {
    const response = await client.getCurrencies('x'.repeat(129));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation',
      errors: [{ path: 'u', message: 'El valor no es válido' }],
    });
  });
});

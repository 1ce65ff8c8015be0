import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../src/modules/agents/agents-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type CalculatorClient, calculatorClient } from './calculator-client.ts';

let testApp: TestApp;
let client: CalculatorClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

const allCurrencies = [
  { name: 'USD', fiat: true },
  { name: 'EUR', fiat: true },
  { name: 'CAD', fiat: true },
  { name: 'BTC', fiat: false },
  { name: 'USDT', fiat: false },
];

describe('GET /get_currencies', () => {
  it('lists the payment currencies and delivery options, in Spanish by default', async () => {
    const response = await client.getCurrencies();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currencies: allCurrencies,
      delivery: [
        { id: 1, interval: 'Estándar: de 1 a 3 días hábiles', is_default: 1 },
        { id: 2, interval: 'Exprés: de 2 a 24 horas', is_default: 0 },
        { id: 3, interval: 'Efectivo a domicilio en La Habana: en 24 horas', is_default: 0 },
      ],
    });
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
    expect(response.json().currencies).toEqual(allCurrencies);
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
      currencies: [{ name: 'USD', fiat: true }],
      delivery: [{ id: 1, interval: 'Estándar: de 1 a 3 días hábiles', is_default: 1 }],
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

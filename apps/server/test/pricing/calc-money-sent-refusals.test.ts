import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { csrf } from '../helpers/csrf.ts';
import { type CalculatorClient, calculatorClient, quoteRequest } from './calculator-client.ts';

let testApp: TestApp;
let client: CalculatorClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

function without(field: string) {
  const { [field]: _left, ...rest } = quoteRequest();
  return rest;
}

describe('POST /api/calc_money_sent rejects malformed requests with 422 validation', () => {
  it.each([
    ['a missing amount', without('amount'), 'amount', 'Campo obligatorio'],
    ['an empty amount', quoteRequest({ amount: '' }), 'amount', 'Campo obligatorio'],
    ['an amount of 0', quoteRequest({ amount: '0' }), 'amount', 'El monto debe ser mayor que 0'],
    ['an amount of -1', quoteRequest({ amount: '-1' }), 'amount', 'El valor no es válido'],
    ['a negative number', quoteRequest({ amount: -1 }), 'amount', 'El valor no es válido'],
    ['a non-numeric amount', quoteRequest({ amount: 'abc' }), 'amount', 'El valor no es válido'],
    ['an exponent amount', quoteRequest({ amount: '1e3' }), 'amount', 'El valor no es válido'],
    ['three decimals', quoteRequest({ amount: '10.123' }), 'amount', 'Use como máximo 2 decimales'],
    ['a missing currency', without('currency'), 'currency', 'Seleccione la moneda de pago'],
    [
      'a missing destination',
      without('destination_currency'),
      'destination_currency',
      'Campo obligatorio',
    ],
    [
      'an unknown destination',
      quoteRequest({ destination_currency: 'EUR' }),
      'destination_currency',
      'El valor no es válido',
    ],
    ['a missing type', without('type'), 'type', 'Campo obligatorio'],
    ['a type of 3', quoteRequest({ type: 3 }), 'type', 'El valor no es válido'],
    ['a delivery id of 0', quoteRequest({ delivery: 0 }), 'delivery', 'El valor no es válido'],
    [
      'a text delivery id',
      quoteRequest({ delivery: 'express' }),
      'delivery',
      'El valor no es válido',
    ],
  ])('%s', async (_case, payload, path, message) => {
    const response = await client.calc(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Revise los datos enviados.',
      errors: [{ path, message }],
    });
  });

  it('translates field messages for an English request', async () => {
    const response = await client.calc(quoteRequest({ amount: '0' }), 'en');
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Please check the data you sent.',
      errors: [{ path: 'amount', message: 'The amount must be greater than 0' }],
    });
  });
});

describe('POST /api/calc_money_sent refuses what the operator does not offer with 422', () => {
  it.each([
    [
      'an unknown payment currency',
      { currency: 'XYZ' },
      'route_unavailable',
      'En este momento no se puede enviar de XYZ a CUP.',
    ],
    [
      'a pair without a route',
      { currency: 'EUR', destination_currency: 'AIS', key: 'demo-agent' },
      'route_unavailable',
      'En este momento no se puede enviar de EUR a AIS.',
    ],
    [
      'a destination direct customers do not get',
      { destination_currency: 'AIS' },
      'route_unavailable',
      'En este momento no se puede enviar de USD a AIS.',
    ],
    [
      'an unknown delivery id',
      { delivery: 99 },
      'delivery_unavailable',
      'La opción de entrega elegida no está disponible para CUP.',
    ],
    [
      'a delivery option of another destination',
      { delivery: 3 },
      'delivery_unavailable',
      'La opción de entrega elegida no está disponible para CUP.',
    ],
    [
      'an amount above the route maximum',
      { amount: '2000.01' },
      'above_maximum',
      'El máximo a enviar es de 2000,00 USD.',
    ],
    [
      'an amount to receive above the route maximum',
      { amount: '640001', type: 2 },
      'above_maximum',
      'El máximo a enviar es de 2000,00 USD.',
    ],
    [
      'a crypto amount above the maximum, in USD',
      { amount: '5000.01', currency: 'BTC' },
      'above_maximum',
      'El máximo a enviar es de 5000,00 USD.',
    ],
    [
      'a destination the agent does not offer',
      { destination_currency: 'USD', key: 'demo-agent' },
      'destination_not_allowed',
      'Este agente no ofrece envíos en USD.',
    ],
    [
      'an unknown agent key',
      { key: 'no-such-agent' },
      'agent_unknown',
      'El enlace de agente no es válido.',
    ],
    [
      'a paused agent',
      { key: 'demo-agent-paused' },
      'agent_inactive',
      'El enlace de este agente no está activo.',
    ],
  ])('%s', async (_case, overrides, code, message) => {
    const response = await client.calc(quoteRequest(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code, message });
  });

  it.each([
    [{ amount: '2000.01' }, 'The maximum you can send is 2,000.00 USD.'],
    [
      { destination_currency: 'USD', key: 'demo-agent' },
      'This agent does not offer transfers in USD.',
    ],
    [{ key: 'demo-agent-paused' }, "This agent's link is not active."],
    [{ currency: 'XYZ' }, 'Sending from XYZ to CUP is not available right now.'],
  ])('answers %o in English to an English request', async (overrides, message) => {
    const response = await client.calc(quoteRequest(overrides), 'en');
    expect(response.json()).toMatchObject({ message });
  });
});

describe('POST /api/calc_money_sent transport errors', () => {
  it('requires the CSRF header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/calc_money_sent',
      payload: quoteRequest(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers a body that is not JSON with 400 malformed_json', async () => {
    const { cookies, headers } = await csrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/calc_money_sent',
      cookies,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'malformed_json' });
  });
});

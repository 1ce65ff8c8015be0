import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type CalculatorClient, calculatorClient } from './calculator-client.ts';

let testApp: TestApp;
let client: CalculatorClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

const names = (...codes: string[]) => codes.map((name) => ({ name }));

describe('POST /api/check_user_url', () => {
  it('gives a direct customer (empty hash) the operator default destinations', async () => {
    const response = await client.checkUserUrl('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      hash: '',
      destination_currencies: names('USD CASH', 'CUP', 'MLC', 'USD'),
      message: '',
    });
  });

  it('treats a missing or null hash as a direct customer', async () => {
    for (const p of [undefined, null]) {
      const response = await client.checkUserUrl(p);
      expect(response.json()).toMatchObject({ success: true, hash: '' });
    }
  });

  it('gives the demo agent its own destinations', async () => {
    const response = await client.checkUserUrl('demo-agent');
    expect(response.json()).toEqual({
      success: true,
      hash: 'demo-agent',
      destination_currencies: names('USD CASH', 'CUP', 'MLC', 'AIS'),
      message: '',
    });
  });

  it('answers an unknown hash with 200, success false and a Spanish message', async () => {
    const response = await client.checkUserUrl('no-such-agent');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      hash: 'no-such-agent',
      destination_currencies: [],
      message: 'El enlace de agente no es válido.',
    });
  });

  it('answers an unknown hash in English to an English request', async () => {
    const response = await client.checkUserUrl('no-such-agent', 'en');
    expect(response.json()).toMatchObject({
      success: false,
      message: 'This agent link is not valid.',
    });
  });

  it('refuses a paused agent in the request language', async () => {
    const es = await client.checkUserUrl('demo-agent-paused');
    expect(es.json()).toMatchObject({
      success: false,
      message: 'El enlace de este agente no está activo.',
    });
    const en = await client.checkUserUrl('demo-agent-paused', 'en');
    expect(en.json()).toMatchObject({
      success: false,
      message: "This agent's link is not active.",
    });
  });

  it('rejects a hash that is not a string with 422 validation', async () => {
    const response = await client.checkUserUrl(42);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation', errors: [{ path: 'p' }] });
  });

  it('requires the CSRF header like every POST', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/check_user_url',
      payload: { p: '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf' });
  });
});

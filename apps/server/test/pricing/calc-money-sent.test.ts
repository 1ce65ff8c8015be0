import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type CalculatorClient, calculatorClient, quoteRequest } from './calculator-client.ts';

let testApp: TestApp;
let client: CalculatorClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

async function quoted(overrides: Record<string, unknown>) {
  const response = await client.calc(quoteRequest(overrides));
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/calc_money_sent', () => {
  it('quotes 100 USD to CUP for a direct customer on the demo route', async () => {
    expect(await quoted({})).toEqual({
      underlimit: false,
      receiving: '32000.00',
      value: '100.00',
      topay: '104.00',
      btc: null,
      tasa: '320',
      comision: '4.00',
    });
  });

  it('finds the amount to send from the amount to receive (type 2)', async () => {
    expect(await quoted({ amount: '10000', type: 2 })).toMatchObject({
      receiving: '10000.00',
      value: '31.25',
      comision: '1.94',
      topay: '33.19',
    });
  });

  it('adds the agent markup to the commission', async () => {
    expect(await quoted({ key: 'demo-agent' })).toMatchObject({
      comision: '5.50',
      topay: '105.50',
    });
  });

  it('adds the cost of the chosen delivery option', async () => {
    expect(await quoted({ amount: '200', destination_currency: 'MLC', delivery: 2 })).toMatchObject(
      { receiving: '200.00', tasa: '1', comision: '9.00', topay: '214.00' },
    );
  });

  it('quotes the route minimum and flags underlimit below it', async () => {
    expect(await quoted({ amount: '30', destination_currency: 'USD CASH' })).toEqual({
      underlimit: true,
      receiving: '50.00',
      value: '50.00',
      topay: '53.00',
      btc: null,
      tasa: '1',
      comision: '3.00',
    });
  });

  it('prices a BTC payment in USD and converts the total at the BTC price, rounding up', async () => {
    expect(
      await quoted({ currency: 'BTC', destination_currency: 'USD CASH', key: 'demo-agent' }),
    ).toEqual({
      underlimit: false,
      receiving: '100.00',
      value: '100.00',
      topay: '105.50',
      btc: '0.00162308',
      tasa: '1',
      comision: '5.50',
    });
  });

  it('gives the USDT amount of a USDT payment in the btc field', async () => {
    expect(await quoted({ currency: 'USDT' })).toMatchObject({
      receiving: '32000.00',
      topay: '102.50',
      btc: '102.50000000',
    });
  });

  it('uses each payment currency’s own route: EUR and CAD to CUP', async () => {
    expect(await quoted({ currency: 'EUR' })).toMatchObject({
      receiving: '34500.00',
      tasa: '345',
      comision: '4.00',
    });
    expect(await quoted({ currency: 'CAD' })).toMatchObject({
      receiving: '23200.00',
      tasa: '232',
      comision: '5.00',
      topay: '105.00',
    });
  });

  it('answers the rate as precisely as the operator set it', async () => {
    expect(await quoted({ currency: 'EUR', destination_currency: 'MLC' })).toMatchObject({
      tasa: '1.07',
      receiving: '107.00',
    });
  });

  it('accepts the amount as a JSON number and exactly the route maximum', async () => {
    expect(await quoted({ amount: 2000 })).toMatchObject({ value: '2000.00' });
  });

  it('lets the agent key and the delivery option be left out', async () => {
    const response = await client.calc({
      amount: '100',
      currency: 'USD',
      destination_currency: 'CUP',
      type: 1,
    });
    expect(response.json()).toMatchObject({ topay: '104.00' });
  });
});

import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/select-rows.ts';
import type { AdminCall } from '../admin/admin-client.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase } from '../helpers/create-test-database.ts';
import {
  type CalculatorClient,
  calculatorClient,
  quoteRequest,
} from '../pricing/calculator-client.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;
let calculator: CalculatorClient;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  calculator = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

const today = () => new Date().toISOString().slice(0, 10);

async function quotesToday(): Promise<number> {
  const response = await call('GET', `/api/admin/dashboard?from=${today()}&to=${today()}`, {
    token,
  });
  return response.json<Dashboard>().funnel.quotes;
}

interface CountRow {
  payment_currency: string;
  destination_currency: string;
  count: string;
}

const counted = () =>
  selectRows<CountRow>(
    testApp.db,
    sql`select payment_currency, destination_currency, count::text as count from quote_counts
        where day = ${today()}::date order by payment_currency, destination_currency`,
  );

const flush = () => testApp.app.quoteCounter.flush();

describe('POST /api/calc_money_sent counts its quotes per day and corridor', () => {
  it('answers before its count is written, and the write adds it to its day and corridor', async () => {
    for (const amount of ['100', '250', '75.50']) {
      expect((await calculator.calc(quoteRequest({ amount }))).statusCode).toBe(200);
    }
    expect((await calculator.calc(quoteRequest({ currency: 'EUR' }))).statusCode).toBe(200);
    expect(await quotesToday()).toBe(0);
    await flush();
    expect(await quotesToday()).toBe(4);
    expect(await counted()).toEqual([
      { payment_currency: 'EUR', destination_currency: 'CUP', count: '1' },
      { payment_currency: 'USD', destination_currency: 'CUP', count: '3' },
    ]);
  });

  it('does not count a refused quote', async () => {
    const before = await quotesToday();
    const refused = await calculator.calc(quoteRequest({ amount: '0.001' }));
    expect(refused.statusCode).toBe(422);
    const unknownRoute = await calculator.calc(quoteRequest({ currency: 'XYZ' }));
    expect(unknownRoute.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownRoute.statusCode).toBeLessThan(500);
    // A quote answered after them is counted alone.
    expect((await calculator.calc(quoteRequest())).statusCode).toBe(200);
    await flush();
    expect(await quotesToday()).toBe(before + 1);
  });

  it('counts quotes made at the same time without losing any', async () => {
    const before = await quotesToday();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => calculator.calc(quoteRequest())),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await flush();
    expect(await quotesToday()).toBe(before + 25);
  });

  it('keeps the counts of a write the database refused, and writes them with the next', async () => {
    const before = await quotesToday();
    await testApp.db.execute(sql`alter table quote_counts rename to quote_counts_away`);
    const response = await calculator.calc(quoteRequest());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ value: '100.00', comision: '4.00' });
    await flush();
    await testApp.db.execute(sql`alter table quote_counts_away rename to quote_counts`);
    expect(await quotesToday()).toBe(before);
    await flush();
    expect(await quotesToday()).toBe(before + 1);
  });
});

describe('a graceful shutdown', () => {
  it('writes the quote counts the instance still holds', async () => {
    const database = await createTestDatabase();
    try {
      const instance = await buildTestApp({ database, seed: true });
      const quotes = calculatorClient(instance.app);
      for (let quote = 0; quote < 3; quote += 1) {
        expect((await quotes.calc(quoteRequest())).statusCode).toBe(200);
      }
      await instance.close();
      const [row] = await selectRows<{ count: string }>(
        database.db,
        sql`select coalesce(sum(count), 0)::text as count from quote_counts`,
      );
      expect(row?.count).toBe('3');
    } finally {
      await database.close();
    }
  });
});

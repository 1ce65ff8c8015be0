import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchSenders } from '../../bench/bench-senders.ts';
import { selectRows } from '../../src/db/select-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type CalculatorClient, calculatorClient, quoteRequest } from './calculator-client.ts';

let testApp: TestApp;
let calculator: CalculatorClient;
let senderToken: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  calculator = calculatorClient(testApp.app);
  [senderToken = ''] = await createBenchSenders(testApp.db, 1);
  // The pricing tables in memory: loading them is the one read a quote may need.
  expect((await calculator.calc(quoteRequest())).statusCode).toBe(200);
});
afterAll(() => testApp.close());

/**
 * Runs `work` while another transaction holds every table of the app in ACCESS EXCLUSIVE mode
 * (no other transaction may read or lock a row of them) and, on PGlite, the only connection.
 */
function whileTheDatabaseIsHeld<T>(work: () => Promise<T>): Promise<T> {
  return testApp.db.transaction(async (tx) => {
    const tables = await selectRows<{ name: string }>(
      tx,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const list = tables.map(({ name }) => name).join(', ');
    await tx.execute(sql.raw(`lock table ${list} in access exclusive mode`));
    return work();
  });
}

/** `answers`, or a failure naming the wait, when they take longer than `ms`. */
async function within<T>(ms: number, answers: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('a calculator call waited on the database')), ms);
  });
  try {
    return await Promise.race([answers, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe("the calculator's calls touch no database once the pricing tables are in memory", () => {
  it('price anonymous and signed-in visitors while another transaction holds every table', async () => {
    const answers = await whileTheDatabaseIsHeld(() =>
      within(
        5_000,
        Promise.all([
          calculator.calc(quoteRequest()),
          calculator.calc(quoteRequest({ key: 'demo-agent', currency: 'EUR' }), 'en', senderToken),
          calculator.checkUserUrl('demo-agent', 'es', senderToken),
          calculator.getCurrencies('demo-agent', 'es', senderToken),
        ]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]?.json()).toMatchObject({ tasa: '345' });
  });

  it('counts those quotes once the database is free again', async () => {
    await testApp.app.quoteCounter.flush();
    const [row] = await selectRows<{ count: string }>(
      testApp.db,
      sql`select coalesce(sum(count), 0)::text as count from quote_counts`,
    );
    expect(row?.count).toBe('3');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase } from '../helpers/create-test-database.ts';
import { waitUntil } from '../helpers/wait-until.ts';

declare module '../../src/plugins/jobs/job-types.ts' {
  interface JobData {
    /** A sweep scheduled every minute, as the expiry sweeps are. */
    'test.minute-sweep': Record<string, never>;
  }
}

let database: DatabaseHandle;
const instances: TestApp[] = [];
/** Which instance ran the sweep, and in which minute. */
const runs: { instance: number; minute: number }[] = [];

async function instance(number: number): Promise<TestApp> {
  const testApp = await buildTestApp({ database });
  testApp.app.jobs.define('test.minute-sweep', async () => {
    runs.push({ instance: number, minute: Math.floor(Date.now() / 60_000) });
  });
  testApp.app.jobs.schedule('test.minute-sweep', '* * * * *');
  instances.push(testApp);
  return testApp;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const testApp of instances) await testApp.close();
  await database.close();
});

describe('a schedule shared by two instances', () => {
  it('runs once per period, not once per instance', { timeout: 90_000 }, async () => {
    const [first, second] = await Promise.all([instance(1), instance(2)]);
    await Promise.all([first.app.ready(), second.app.ready()]);
    // Schedules are checked every 30 s by whichever instance's turn it is; the sweep is due at once.
    await waitUntil(() => runs.length > 0, { timeoutMs: 50_000, what: 'the scheduled sweep' });
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const minutes = runs.map((run) => run.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
  });
});

import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { selectRows } from '../../src/db/select-rows.ts';
import { createComplianceSettings } from '../../src/modules/compliance/compliance-settings.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase } from '../helpers/create-test-database.ts';
import { freePort } from '../helpers/free-port.ts';
import { waitUntil } from '../helpers/wait-until.ts';

let database: DatabaseHandle;
let testApp: TestApp;

// A deployment's first start with no list, and a list URL nothing answers (as in CI, offline).
beforeAll(async () => {
  database = await createTestDatabase();
  const url = `http://127.0.0.1:${await freePort()}/sdn.csv`;
  const settings = createComplianceSettings(database.db);
  await settings.write(database.db, { ...defaultComplianceSettings, sanctions_list_url: url });
  testApp = await buildTestApp({ database });
  await testApp.app.ready();
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

const fetchJobs = () =>
  selectRows<{ state: string }>(
    testApp.db,
    sql`select state::text as state from pgboss.job where name = 'sanctions.fetch'`,
  );

describe('the first start of a deployment without an SDN list', () => {
  it('fetches the list at once, and a fetch that fails leaves it serving with screening off', async () => {
    await waitUntil(
      async () => (await fetchJobs()).some((job) => ['retry', 'failed'].includes(job.state)),
      { timeoutMs: 30_000, what: 'the start-up fetch to be tried' },
    );
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect((await testApp.app.compliance.screening.list(testApp.db)).state).toBe('missing');
    const metrics = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^giro_sanctions_list_age_seconds \+Inf$/m);
  });
});

import type { JobName } from '../../src/plugins/jobs/job-types.ts';
import type { TestApp } from './build-test-app.ts';
import { waitUntil } from './wait-until.ts';

/** The states of the jobs named `name` in the app's queue, oldest first. */
export async function jobStates({ database }: TestApp, name: JobName): Promise<string[]> {
  const { rows } = await database.executeSql(
    'select state::text as state from pgboss.job where name = $1 order by created_on',
    [name],
  );
  return (rows as { state: string }[]).map(({ state }) => state);
}

/**
 * Waits until no job of `names` is waiting (due now or later), retrying or running: what they
 * were enqueued to do is done, so a test can assert on what they did and did not do.
 */
export async function jobsSettled(
  { database }: TestApp,
  names: JobName[],
  { timeoutMs = 15_000 } = {},
): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = await database.executeSql(
        `select count(*)::int as count from pgboss.job
         where name = any($1) and state in ('created', 'retry', 'active')`,
        [names],
      );
      return (rows as { count: number }[])[0]?.count === 0;
    },
    { timeoutMs, what: `the jobs ${names.join(', ')} to settle` },
  );
}

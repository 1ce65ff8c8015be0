import type { DatabaseHandle } from '../../src/db/database.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';
import { createTestDatabase } from './create-test-database.ts';

export interface TwoInstances {
  /** Seeded; the first to start. */
  instanceA: TestApp;
  instanceB: TestApp;
  close(): Promise<void>;
}

/**
 * Two Giro apps on one database (each with its own DATA_DIR), as two processes would be; B only
 * enqueues jobs (an instance started without workers).
 */
export async function twoInstances(
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<TwoInstances> {
  const database: DatabaseHandle = await createTestDatabase({ seeded: true });
  const instanceA = await buildTestApp({ ...options, seed: true, database });
  // Jobs run on A only, so every mail lands in A's outbox (its DATA_DIR), where tests read it;
  // with both working, whichever worker took a job first wrote the mail to its own disk.
  const instanceB = await buildTestApp({ ...options, database, work: false });
  await Promise.all([instanceA.app.ready(), instanceB.app.ready()]);
  return {
    instanceA,
    instanceB,
    async close() {
      await instanceA.close();
      await instanceB.close();
      await database.close();
    },
  };
}

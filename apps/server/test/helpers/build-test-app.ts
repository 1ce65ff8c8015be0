import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadEnv } from '../../src/config/env.ts';
import type { Database } from '../../src/db/database.ts';
import { seedDemoIfEmpty } from '../../src/db/seed.ts';
import { createTestDatabase } from './create-test-database.ts';

export interface TestAppOptions {
  /** Config values that differ from the defaults (NODE_ENV test, silent logs). */
  config?: Partial<Config>;
  /** Load the demo data (operator settings and every module's seed). */
  seed?: boolean;
}

export interface TestApp {
  /** Not ready yet: a test may add its own routes before the first `inject`. */
  app: App;
  db: Database;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database. Build one per test file (beforeAll). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...options.config };
  const database = await createTestDatabase();
  if (options.seed) await seedDemoIfEmpty(database.db);
  const app = await buildApp(config, { database });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

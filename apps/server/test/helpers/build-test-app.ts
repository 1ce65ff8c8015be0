import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, loadEnv } from '../../src/config/env.ts';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { seedDemoIfEmpty } from '../../src/seed-demo.ts';
import { createTestDatabase } from './create-test-database.ts';
import { tracked } from './left-open.ts';

export interface TestAppOptions {
  /** Config values that differ from the defaults (NODE_ENV test, silent logs). */
  config?: Partial<Config>;
  /** Load the demo data (operator settings and every module's seed). */
  seed?: boolean;
  /** The app's clock, for tests of expiry. */
  now?: AppDeps['now'];
  /** The orders side of payment callbacks, e.g. a recording fake. */
  paymentOrders?: AppDeps['paymentOrders'];
  /** Run job handlers (mails, expiry) in this app; default true. */
  work?: boolean;
  /**
   * A database shared with other instances (left open on close; its owner closes it); default a
   * fresh one of its own.
   */
  database?: DatabaseHandle;
}

export interface TestApp {
  /** Not ready yet: a test may add its own routes before the first `inject`. */
  app: App;
  db: Database;
  database: DatabaseHandle;
  /** DATA_DIR is a fresh temporary directory (mail outbox), removed on close. */
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database. Build one per test file (beforeAll). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'giro-test-'));
  // Instructions are mailed as soon as a method is chosen unless a test asks for the wait.
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    INSTRUCTIONS_MAIL_DELAY_SECONDS: '0',
  });
  const config = { ...env, ...options.config };
  const shared = options.database;
  const database = shared ?? (await createTestDatabase({ seeded: options.seed }));
  // A shared database may be anyone's: seeded here unless its owner seeded it.
  if (options.seed && shared) await seedDemoIfEmpty(database.db);
  const { now, paymentOrders, work } = options;
  const app = await buildApp(config, { database, now, paymentOrders, work });
  const testApp = {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      if (shared === undefined) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return tracked(testApp, 'a test app');
}

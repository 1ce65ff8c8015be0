import { pino } from 'pino';
import { buildApp } from './app.ts';
import { type Config, EnvError, loadEnv } from './config/env.ts';
import { createDatabase } from './db/database.ts';
import { reportUnhandledRejections } from './lib/unhandled-rejections.ts';
import { loggerOptions } from './logger-options.ts';
import { ensureFirstAdmin } from './modules/admin/first-admin.ts';
import { importLegacyUploads } from './modules/transfers/legacy-uploads.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

const startedAt = performance.now();

/** Start-up failures before the logger exists: one clear line, no stack trace. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) exitWith(error.message);
    throw error;
  }
}

const config = readConfig();
// Opened before the app, the database reports its connections' news through a logger of its own.
const databaseLog = pino(loggerOptions(config)).child({ component: 'database' });
const database = await createDatabase(config, databaseLog).catch((error: Error) =>
  exitWith(`Cannot open the database: ${error.message}`),
);
const app = await buildApp(config, { database });
process.on(
  'unhandledRejection',
  reportUnhandledRejections(app.log, app.counters.unhandledRejections),
);

// Any fixed number, beside the migration's and the job queue's.
const provisioningLock = 7_470_003;

/** The data every instance needs once per database, in turn with the other instances. */
async function provision(): Promise<void> {
  const importedProofs = await importLegacyUploads(database.db, config.DATA_DIR);
  if (importedProofs > 0)
    app.log.info({ files: importedProofs }, 'proof files moved into the database');
  const firstAdmin = await ensureFirstAdmin(database.db, config);
  if (firstAdmin === 'created' || firstAdmin === 'promoted') {
    app.log.info({ email: config.ADMIN_EMAIL, outcome: firstAdmin }, 'first admin ready');
  }
  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db))) app.log.info('demo data seeded');
}

try {
  await database.migrate();
  // Instances starting together would each find no admin and no demo data, and both insert them.
  await database.exclusively(provisioningLock, provision);
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await database.close();
  process.exit(1);
}
app.log.info(
  { startupMs: Math.round(performance.now() - startedAt), publicUrl: config.PUBLIC_URL },
  'Giro is ready',
);

/**
 * SIGTERM: /readyz turns 503 so the balancer stops sending, no new job starts, requests and jobs
 * in flight finish (jobs get 10 s; one cut off later runs again elsewhere), then the database
 * closes.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (app.draining) return;
  app.draining = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), 15_000).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, (received) => void shutdown(received));
}

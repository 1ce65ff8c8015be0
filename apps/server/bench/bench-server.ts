import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/database.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { bareRoute, type QuoteBenchReady } from './bench-protocol.ts';
import { createBenchSenders } from './bench-senders.ts';
import { benchConfig, benchDataDir, serveToParent } from './serve-to-parent.ts';

// A child process of bench/run.ts, so the load generator does not share this event loop.
// argv[2]: an empty PostgreSQL database to serve from; without it, a fresh PGlite.
const [, , databaseUrl] = process.argv;
const dataDir = await benchDataDir('giro-bench-');
const database =
  databaseUrl === undefined
    ? await createPgliteDatabase(join(dataDir, 'pglite'))
    : createPostgresDatabase(databaseUrl);
await database.migrate();
await seedDemoIfEmpty(database.db);
const [senderToken = ''] = await createBenchSenders(database.db, 1);
const app = await buildApp(benchConfig(dataDir), { database });
app.post(bareRoute, async () => ({ ok: true }));
const handedOver: Omit<QuoteBenchReady, 'port'> = { senderToken };
await serveToParent(app, database, dataDir, handedOver);

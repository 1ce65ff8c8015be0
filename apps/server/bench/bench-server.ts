import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { createPgliteDatabase } from '../src/db/database.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { bareRoute } from './bench-protocol.ts';
import { benchConfig, benchDataDir, serveToParent } from './serve-to-parent.ts';

// A child process of bench/run.ts, so the load generator does not share this event loop.
const dataDir = await benchDataDir('giro-bench-');
const database = await createPgliteDatabase(join(dataDir, 'pglite'));
await database.migrate();
await seedDemoIfEmpty(database.db);
const app = await buildApp(benchConfig(dataDir), { database });
app.post(bareRoute, async () => ({ ok: true }));
await serveToParent(app, database, dataDir);

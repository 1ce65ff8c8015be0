import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { createPgliteDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoIfEmpty } from '../src/db/seed.ts';
import { type BenchServerReady, bareRoute } from './bench-protocol.ts';

// A child process of bench/run.ts, so the load generator does not share this event loop.
const dataDir = await mkdtemp(join(tmpdir(), 'giro-bench-'));
const config = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  // The limit stays on the path (its cost is measured), just out of reach of the load.
  PRICING_RATE_LIMIT: '1000000000',
});
const database = await createPgliteDatabase(join(dataDir, 'pglite'));
await migrate(database.db);
await seedDemoIfEmpty(database.db);
const app = await buildApp(config, { database });
app.post(bareRoute, async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('No TCP address');
process.send?.({ port: address.port } satisfies BenchServerReady);

process.once('disconnect', async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { createPostgresDatabase } from '../src/db/database.ts';
import type { BenchServerReady } from './bench-protocol.ts';

// A child process of bench/orders.ts on the database it prepared (argv[2]), so the load
// generator does not share this event loop.
const [, , databaseUrl] = process.argv;
if (databaseUrl === undefined) throw new Error('usage: orders-bench-server.ts <database url>');
const dataDir = await mkdtemp(join(tmpdir(), 'giro-bench-orders-'));
const config = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PRICING_RATE_LIMIT: '1000000000',
});
const database = createPostgresDatabase(databaseUrl);
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('No TCP address');
process.send?.({ port: address.port } satisfies BenchServerReady);

process.once('disconnect', async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  process.exit(0);
});

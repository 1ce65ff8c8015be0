import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../src/app.ts';
import { type Config, loadEnv } from '../src/config/env.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { BenchServerReady } from './bench-protocol.ts';

/** A fresh data folder for one bench server, deleted by `serveToParent` on disconnect. */
export const benchDataDir = (prefix: string) => mkdtemp(join(tmpdir(), prefix));

/** Production settings, silent, with `env` on top. */
export function benchConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The limit stays on the path (its cost is measured), just out of reach of the load.
    PRICING_RATE_LIMIT: '1000000000',
    ...env,
  });
}

/**
 * Listens on a random local port and sends it (with `extra`) to the parent process; when the
 * parent goes, closes the app and the database, deletes `dataDir` and exits.
 */
export async function serveToParent(
  app: App,
  database: DatabaseHandle,
  dataDir: string,
  extra: Record<string, unknown> = {},
) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  process.send?.({ port: address.port, ...extra } satisfies BenchServerReady);

  process.once('disconnect', async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    process.exit(0);
  });
}

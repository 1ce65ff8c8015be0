import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config/env.ts';
import type { DatabaseHandle } from './database-handle.ts';
import type { DatabaseLog } from './database-log.ts';
import { migrations } from './migrate.ts';
import { createPostgresDatabase } from './postgres-database.ts';

export type { Database, DatabaseHandle, ExecuteSql } from './database-handle.ts';
export { createPostgresDatabase } from './postgres-database.ts';

/** PGlite in `dataDir`, or in memory when no directory is given (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}

/** The handle of an open PGlite (tests start one from a dumped data directory); closes it. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    db,
    async executeSql(text, values = []) {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async listen(channel, { onNotify }) {
      const unlisten = await client.listen(channel, onNotify);
      return async () => unlisten();
    },
    // One process owns an embedded database: only its own callers can race, and take turns.
    migrate: () => migratePglite(db, migrations),
    exclusively: inTurn(),
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    // In the process: its notices cannot be lost, and it has no pool.
    listening: () => true,
    poolState: () => undefined,
    close: () => client.close(),
  };
}

/** In one process, callers of the same lock run one after the other. */
function inTurn(): DatabaseHandle['exclusively'] {
  const tails = new Map<number, Promise<unknown>>();
  return (lock, work) => {
    const run = (tails.get(lock) ?? Promise.resolve()).then(work, work);
    tails.set(
      lock,
      run.catch(() => undefined),
    );
    return run;
  };
}

type DatabaseConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'DATABASE_POOL_SIZE'
  | 'DATABASE_ACQUIRE_TIMEOUT_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
  | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
>;

/** `DATABASE_URL` set → PostgreSQL with the configured limits; unset → PGlite in `$DATA_DIR/pglite`. */
export async function createDatabase(
  config: DatabaseConfig,
  log?: DatabaseLog,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL === undefined)
    return createPgliteDatabase(join(config.DATA_DIR, 'pglite'));
  const limits = {
    poolSize: config.DATABASE_POOL_SIZE,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
  return createPostgresDatabase(config.DATABASE_URL, { limits, ...(log && { log }) });
}

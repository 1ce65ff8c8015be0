import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import * as schema from './schema.ts';

/** What repositories take: both drivers (and their transactions) satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Resolves true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

function handle(db: Database, close: () => Promise<void>): DatabaseHandle {
  return {
    db,
    close,
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
  };
}

/** PGlite in `dataDir`, or in memory when no directory is given (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return handle(drizzlePglite({ client, schema }), () => client.close());
}

export function createPostgresDatabase(connectionString: string): DatabaseHandle {
  // A bounded wait keeps /healthz answering 503 instead of hanging when PostgreSQL is down.
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5_000 });
  // An idle connection closed by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
  );
  return handle(drizzlePostgres({ client: pool, schema }), () => pool.end());
}

/** `DATABASE_URL` set → PostgreSQL; unset → PGlite persisted in `$DATA_DIR/pglite`. */
export async function createDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL === undefined
    ? createPgliteDatabase(join(config.DATA_DIR, 'pglite'))
    : createPostgresDatabase(config.DATABASE_URL);
}

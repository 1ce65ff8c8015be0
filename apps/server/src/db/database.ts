import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { migrations } from './migrate.ts';

/**
 * What repositories take: both drivers (and their transactions) satisfy it. Queries name their
 * tables, so the type needs no schema: modules own their tables and the database knows none.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Raw SQL with `$1…$n` parameters, for libraries that bring their own SQL (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  /** Outside any transaction; several statements are allowed when `values` is empty. */
  executeSql: ExecuteSql;
  /** Calls `onNotify` for each NOTIFY on `channel` (delivered once the notifying transaction commits). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Applies pending migrations, once even when several instances start together. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs work under the same `lock` (set-up steps that race
   * when instances start together, such as creating the job queue's tables).
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /** Resolves true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

function ping(db: Database): () => Promise<boolean> {
  return () =>
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
}

/** PGlite in `dataDir`, or in memory when no directory is given (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client });
  return {
    db,
    async executeSql(text, values = []) {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return async () => unlisten();
    },
    // One process owns an embedded database: only its own callers can race, and take turns.
    migrate: () => migratePglite(db, migrations),
    exclusively: inTurn(),
    ping: ping(db),
    close: () => client.close(),
  };
}

export function createPostgresDatabase(connectionString: string): DatabaseHandle {
  // A bounded wait keeps /healthz answering 503 instead of hanging when PostgreSQL is down.
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5_000 });
  // An idle connection closed by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
  );
  const db = drizzlePostgres({ client: pool });
  return {
    db,
    executeSql: (text, values = []) => pool.query(text, values),
    listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify),
    migrate: () =>
      exclusivelyOn(pool, migrationLock, (client) =>
        migratePostgres(drizzlePostgres({ client }), migrations),
      ),
    exclusively: (lock, work) => exclusivelyOn(pool, lock, work),
    ping: ping(db),
    close: () => pool.end(),
  };
}

// Any fixed number: instances starting together take turns on it to migrate.
const migrationLock = 7_470_001;

/**
 * Holds a session advisory lock on one connection while `work` runs: the first instance does the
 * work while the others wait, then find it done (migrations applied, queues created).
 */
async function exclusivelyOn<T>(
  pool: pg.Pool,
  lock: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    client.release();
  }
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

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to queries). When it drops,
 * it reconnects after a pause; notifications sent meanwhile are lost, which callers tolerate
 * (they also poll or expire).
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** `DATABASE_URL` set → PostgreSQL; unset → PGlite persisted in `$DATA_DIR/pglite`. */
export async function createDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL === undefined
    ? createPgliteDatabase(join(config.DATA_DIR, 'pglite'))
    : createPostgresDatabase(config.DATABASE_URL);
}

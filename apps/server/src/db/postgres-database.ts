import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  type DatabaseHandle,
  type DatabaseLimits,
  defaultDatabaseLimits,
} from './database-handle.ts';
import { consoleDatabaseLog, type DatabaseLog } from './database-log.ts';
import { migrations } from './migrate.ts';
import { listenOnPostgres, type PostgresListener } from './postgres-listener.ts';

export interface PostgresOptions {
  /** Unset (or undefined) limits take `defaultDatabaseLimits`. */
  limits?: Partial<DatabaseLimits>;
  log?: DatabaseLog;
}

// Any fixed number: instances starting together take turns on it to migrate.
const migrationLock = 7_470_001;

/** Every connection's settings: bounded waits, and the server's own timeouts for the session. */
function sessionSettings(connectionString: string, limits: DatabaseLimits): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // A server gone without closing its connections (a failover, a cut network) is noticed.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * A lost connection never crashes the process: an idle one closed by the server (restart,
 * failover) is dropped and reported; one lost while checked out fails its query (the pool drops
 * it when it comes back), where its unheard `error` event would otherwise be thrown.
 */
function watched(pool: pg.Pool, log: DatabaseLog): pg.Pool {
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection'));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createPostgresDatabase(
  connectionString: string,
  { limits: given = {}, log = consoleDatabaseLog }: PostgresOptions = {},
): DatabaseHandle {
  const set = Object.entries(given).filter(([, value]) => value !== undefined);
  const limits: DatabaseLimits = { ...defaultDatabaseLimits, ...Object.fromEntries(set) };
  const session = sessionSettings(connectionString, limits);
  const pool = watched(new pg.Pool({ ...session, max: limits.poolSize }), log);
  // Readiness asks on a connection of its own: a pool busy with requests must not make it wait.
  const pingPool = watched(
    new pg.Pool({ ...session, max: 1, query_timeout: limits.acquireTimeoutMs }),
    log,
  );
  const listeners = new Set<PostgresListener>();
  return {
    db: drizzle({ client: pool }),
    executeSql: (text, values = []) => pool.query(text, values),
    async listen(channel, handlers) {
      const listener = await listenOnPostgres(session, channel, handlers, log);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    migrate: () =>
      exclusivelyOn(pool, migrationLock, (client) => migrate(drizzle({ client }), migrations)),
    exclusively: (lock, work) => exclusivelyOn(pool, lock, work),
    ping: () =>
      pingPool.query('select 1').then(
        () => true,
        () => false,
      ),
    listening: () => [...listeners].every((listener) => listener.connected()),
    poolState: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([pool.end(), pingPool.end()]);
    },
  };
}

/**
 * Holds a session advisory lock on one connection while `work` runs: the first instance does the
 * work while the others wait, then find it done (migrations applied, queues created). Waiting
 * for another instance, and a migration's own statements, may take longer than any request:
 * the session has no statement timeout until it goes back to the pool.
 */
async function exclusivelyOn<T>(
  pool: pg.Pool,
  lock: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [lock]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    // A connection whose timeout could not be restored is closed rather than reused.
    const restored = await client.query('reset statement_timeout').then(
      () => undefined,
      (error: Error) => error,
    );
    client.release(restored);
  }
}

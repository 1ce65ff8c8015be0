import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What repositories take: both drivers (and their transactions) satisfy it. Queries name their
 * tables, so the type needs no schema: modules own their tables and the database knows none.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Raw SQL with `$1…$n` parameters, for libraries that bring their own SQL (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Calls `onNotify` for each NOTIFY on the channel, `onResume` after a lost connection listens again. */
export interface ListenHandlers {
  onNotify(payload: string): void;
  /** Notices sent while the connection was lost are gone: the caller catches up. */
  onResume?(): void;
}

/** The pool's connections right now, for the metrics. */
interface PoolState {
  open: number;
  idle: number;
  /** Requests waiting for a connection: above zero for long, the pool is too small or stuck. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  /** Outside any transaction; several statements are allowed when `values` is empty. */
  executeSql: ExecuteSql;
  /** NOTIFYs on `channel` (delivered once the notifying transaction commits); resolves to stop. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Applies pending migrations, once even when several instances start together. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs work under the same `lock` (set-up steps that race
   * when instances start together, such as creating the job queue's tables).
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /** Resolves true when the database answers a trivial query (never waits for a busy pool). */
  ping(): Promise<boolean>;
  /** False while a LISTEN connection is lost (its notices would be missed). */
  listening(): boolean;
  /** The connection pool's state; undefined for the embedded database (no pool). */
  poolState(): PoolState | undefined;
  close(): Promise<void>;
}

/**
 * Bounds on PostgreSQL, so a dead server, a held lock or a stuck statement answers 503 instead
 * of holding requests (README's `DATABASE_*` variables).
 */
export interface DatabaseLimits {
  /** Connections for requests and jobs. */
  poolSize: number;
  /** Longest wait for a pooled connection, or for a new one to open. */
  acquireTimeoutMs: number;
  /** The sessions' `statement_timeout` (lock waits included). */
  statementTimeoutMs: number;
  /** The sessions' `idle_in_transaction_session_timeout`. */
  idleInTransactionTimeoutMs: number;
}

export const defaultDatabaseLimits: DatabaseLimits = {
  poolSize: 10,
  acquireTimeoutMs: 2_000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
};

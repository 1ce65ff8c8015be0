import pg from 'pg';
import type { ListenHandlers } from './database-handle.ts';
import type { DatabaseLog } from './database-log.ts';

export interface PostgresListener {
  /** False from the moment the connection is lost until it listens again. */
  connected(): boolean;
  close(): Promise<void>;
}

/** Pause between attempts to listen again: short, as readiness waits for it after an outage. */
const retryMs = 500;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to queries). The first
 * connection is the caller's to fail; once listening, a lost connection is opened again every
 * half second for as long as it takes.
 */
export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
  log: DatabaseLog,
): Promise<PostgresListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    // Errors of a connection that is not (or no longer) the listener are its own end.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      return next;
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    void which.end().catch(() => undefined);
    if (closed) return;
    log.warn({ channel }, 'LISTEN connection to PostgreSQL lost; listening again once it answers');
    listenAgainSoon();
  }

  function listenAgainSoon(): void {
    retry = setTimeout(() => {
      open().then(
        (next) => {
          if (closed) {
            void next.end().catch(() => undefined);
            return;
          }
          client = next;
          log.info({ channel }, 'LISTEN connection to PostgreSQL re-established');
          handlers.onResume?.();
        },
        () => {
          if (!closed) listenAgainSoon();
        },
      );
    }, retryMs);
  }

  client = await open();
  return {
    connected: () => client !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

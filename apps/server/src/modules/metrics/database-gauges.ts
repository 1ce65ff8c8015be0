import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type promClient from 'prom-client';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';

/** A count grouped by two columns, read as `first`, `second` and `count`. */
interface GroupCount {
  first: string;
  second: string;
  count: number | string;
}

interface CountGauge {
  name: string;
  help: string;
  /** The labels of the query's `first` and `second` columns. */
  labels: readonly [string, string];
  query: SQL;
}

/**
 * Gauges read from the database at each scrape, so every instance reports the same cluster-wide
 * figures: orders by payment method and status, jobs by queue and state.
 */
export function registerDatabaseGauges(
  client: typeof promClient,
  registry: promClient.Registry,
  db: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  const gauge = ({ name, help, labels, query }: CountGauge) =>
    new client.Gauge({
      name,
      help,
      labelNames: labels,
      registers: [registry],
      async collect() {
        this.reset();
        // While the database is away the scrape still answers, with this instance's own figures.
        const rows = await selectRows<GroupCount>(db, query).catch((error: unknown) => {
          log.warn({ err: error, metric: name }, 'metric not read from the database');
          return [];
        });
        for (const row of rows) {
          this.set({ [labels[0]]: row.first, [labels[1]]: row.second }, Number(row.count));
        }
      },
    });
  gauge({
    name: 'giro_orders',
    help: 'Orders by payment method and status',
    labels: ['method', 'status'],
    query: sql`select method as first, status as second, count(*) as count
               from orders group by method, status`,
  });
  gauge({
    name: 'giro_jobs',
    help: 'Jobs by queue and state: created/retry are queued, failed need the operator',
    labels: ['queue', 'state'],
    query: sql`select name as first, state::text as second, count(*) as count
               from pgboss.job where name not like '\\_\\_pgboss%' group by name, state`,
  });
}

/** The connection pool of this instance (PostgreSQL only): open, idle, and requests waiting. */
export function registerPoolGauge(
  client: typeof promClient,
  registry: promClient.Registry,
  database: Pick<DatabaseHandle, 'poolState'>,
): void {
  if (database.poolState() === undefined) return;
  new client.Gauge({
    name: 'giro_database_pool_connections',
    help: 'PostgreSQL connections of this instance: open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      for (const [state, count] of Object.entries(database.poolState() ?? {})) {
        this.set({ state }, count);
      }
    },
  });
}

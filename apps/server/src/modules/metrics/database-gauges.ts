import { sql } from 'drizzle-orm';
import type promClient from 'prom-client';
import type { Database } from '../../db/database.ts';

interface CountRow extends Record<string, unknown> {
  label: string;
  state: string;
  count: number | string;
}

async function counts(db: Database, query: ReturnType<typeof sql>): Promise<CountRow[]> {
  // node-postgres answers a QueryResult, PGlite a Results: both carry `rows`.
  return ((await db.execute(query)) as unknown as { rows: CountRow[] }).rows;
}

/**
 * Gauges read from the database at each scrape, so every instance reports the same cluster-wide
 * figures: orders by payment method and status, jobs by queue and state.
 */
export function registerDatabaseGauges(
  client: typeof promClient,
  registry: promClient.Registry,
  db: Database,
): void {
  new client.Gauge({
    name: 'giro_orders',
    help: 'Orders by payment method and status',
    labelNames: ['method', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await counts(
        db,
        sql`select method as label, status as state, count(*) as count
            from orders group by method, status`,
      );
      for (const row of rows) this.set({ method: row.label, status: row.state }, Number(row.count));
    },
  });
  new client.Gauge({
    name: 'giro_jobs',
    help: 'Jobs by queue and state: created/retry are queued, failed need the operator',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await counts(
        db,
        sql`select name as label, state::text as state, count(*) as count
            from pgboss.job where name not like '\\_\\_pgboss%' group by name, state`,
      );
      for (const row of rows) this.set({ queue: row.label, state: row.state }, Number(row.count));
    },
  });
}

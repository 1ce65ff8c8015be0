import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * The rows of raw SQL run through Drizzle (tables Drizzle does not describe, such as the job
 * queue's). node-postgres answers a QueryResult, PGlite a Results: both carry `rows`.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows?: Row[] }).rows ?? [];
}

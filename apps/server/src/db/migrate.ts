import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations from src/db/migrations. Drizzle's per-driver migrators do exactly
 * this; calling the dialect directly lets one function serve both drivers.
 */
export async function migrate(db: Database): Promise<void> {
  const config = { migrationsFolder };
  // The dialect runs raw SQL only, so the session's schema type parameter does not matter.
  const session = db._.session as unknown as PgSession;
  await new PgDialect().migrate(readMigrationFiles(config), session, config);
}

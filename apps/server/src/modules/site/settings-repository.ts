import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { settings } from './site-tables.ts';

/** Operator settings as raw JSON values; callers validate what they read. */
export function createSettingsRepository(db: Database) {
  return {
    async read(keys: readonly string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    async write(entries: Record<string, unknown>): Promise<void> {
      const rows = Object.entries(entries).map(([key, value]) => ({ key, value }));
      if (rows.length === 0) return;
      await db
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ key: settings.key }).from(settings).limit(1);
      return rows.length === 0;
    },
  };
}

import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  type SanctionsListRow,
  sanctionsClearedPairs,
  sanctionsEntries,
  sanctionsLists,
} from './sanctions-tables.ts';
import type { SdnEntry } from './sdn-csv.ts';

type NewList = typeof sanctionsLists.$inferInsert;
type NewClearedPair = typeof sanctionsClearedPairs.$inferInsert;

// Rows per insert: well under PostgreSQL's 65,535 bind parameters (7 per entry).
const batchSize = 2000;

export function createSanctionsRepository(db: Database) {
  return {
    async latest(): Promise<SanctionsListRow | undefined> {
      const [list] = await db
        .select()
        .from(sanctionsLists)
        .orderBy(desc(sanctionsLists.id))
        .limit(1);
      return list;
    },

    /** The newest version's id, or null while no list was ever imported. */
    async latestId(): Promise<number | null> {
      const [list] = await db
        .select({ id: sanctionsLists.id })
        .from(sanctionsLists)
        .orderBy(desc(sanctionsLists.id))
        .limit(1);
      return list?.id ?? null;
    },

    versions(limit: number): Promise<SanctionsListRow[]> {
      return db.select().from(sanctionsLists).orderBy(desc(sanctionsLists.id)).limit(limit);
    },

    /** A new version with its entries; the previous versions' entries go (their rows stay). */
    async insert(list: NewList, entries: readonly SdnEntry[]): Promise<SanctionsListRow> {
      const [row] = await db.insert(sanctionsLists).values(list).returning();
      if (row === undefined) throw new Error('the list was not inserted');
      await db.delete(sanctionsEntries).where(lt(sanctionsEntries.listId, row.id));
      for (let start = 0; start < entries.length; start += batchSize) {
        const batch = entries.slice(start, start + batchSize).map((entry) => ({
          listId: row.id,
          entNum: entry.entNum,
          name: entry.name,
          type: entry.type,
          programs: entry.programs,
          title: entry.title,
          remarks: entry.remarks,
        }));
        await db.insert(sanctionsEntries).values(batch);
      }
      return row;
    },

    async entries(listId: number): Promise<SdnEntry[]> {
      const rows = await db
        .select()
        .from(sanctionsEntries)
        .where(eq(sanctionsEntries.listId, listId))
        .orderBy(sanctionsEntries.entNum);
      return rows.map(({ listId: _list, ...entry }) => entry);
    },

    /** Which of these (name key, entry) pairs the operator has cleared, as `key|entNum`. */
    async clearedPairs(nameKeys: readonly string[]): Promise<Set<string>> {
      if (nameKeys.length === 0) return new Set();
      const rows = await db
        .select({ nameKey: sanctionsClearedPairs.nameKey, entNum: sanctionsClearedPairs.entNum })
        .from(sanctionsClearedPairs)
        .where(inArray(sanctionsClearedPairs.nameKey, [...nameKeys]));
      return new Set(rows.map((row) => `${row.nameKey}|${row.entNum}`));
    },

    async rememberCleared(pairs: readonly NewClearedPair[]): Promise<void> {
      if (pairs.length === 0) return;
      await db
        .insert(sanctionsClearedPairs)
        .values([...pairs])
        .onConflictDoUpdate({
          target: [sanctionsClearedPairs.nameKey, sanctionsClearedPairs.entNum],
          set: {
            reason: sql`excluded.reason`,
            clearedBy: sql`excluded.cleared_by`,
            clearedByEmail: sql`excluded.cleared_by_email`,
            clearedAt: sql`excluded.cleared_at`,
          },
        });
    },
  };
}

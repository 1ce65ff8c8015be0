import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type SanctionsListRow, sanctionsEntries, sanctionsLists } from './sanctions-tables.ts';
import type { SdnEntry } from './sdn-csv.ts';

type NewList = typeof sanctionsLists.$inferInsert;

/** The newest version: what screening reads, and since when it is known to be current. */
export interface ListInForce {
  id: number;
  checkedAt: Date;
}

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

    /** The newest version, or null while no list was ever imported. */
    async newest(): Promise<ListInForce | null> {
      const [list] = await db
        .select({ id: sanctionsLists.id, checkedAt: sanctionsLists.checkedAt })
        .from(sanctionsLists)
        .orderBy(desc(sanctionsLists.id))
        .limit(1);
      return list ?? null;
    },

    /** The version was found current again (the same file fetched or uploaded) at `at`. */
    async checked(id: number, at: Date): Promise<SanctionsListRow> {
      const [row] = await db
        .update(sanctionsLists)
        .set({ checkedAt: at })
        .where(eq(sanctionsLists.id, id))
        .returning();
      if (row === undefined) throw new Error(`list version ${id} vanished`);
      return row;
    },

    versions(limit: number): Promise<SanctionsListRow[]> {
      return db.select().from(sanctionsLists).orderBy(desc(sanctionsLists.id)).limit(limit);
    },

    /** A new version with its entries; the previous versions' entries go (their rows stay). */
    async insert(list: NewList, entries: readonly SdnEntry[]): Promise<SanctionsListRow> {
      const [row] = await db.insert(sanctionsLists).values(list).returning();
      if (row === undefined) throw new Error('the list was not inserted');
      await db.delete(sanctionsEntries).where(lt(sanctionsEntries.listId, row.id));
      // One statement with the entries as one JSON parameter: several times faster than rows of
      // bound parameters, on PGlite above all.
      const rows = JSON.stringify(entries);
      await db.execute(sql`
        insert into ${sanctionsEntries} (list_id, ent_num, name, type, programs, title, remarks)
        select ${row.id}, e."entNum", e.name, e.type,
               array(select jsonb_array_elements_text(e.programs)), e.title, e.remarks
        from jsonb_to_recordset(${rows}::jsonb)
          as e("entNum" integer, name text, type text, programs jsonb, title text, remarks text)`);
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

    /** The newest version's entries with these numbers (only the newest keeps its entries). */
    async entriesNumbered(entNums: readonly number[]): Promise<SdnEntry[]> {
      if (entNums.length === 0) return [];
      const rows = await db
        .select()
        .from(sanctionsEntries)
        .where(inArray(sanctionsEntries.entNum, [...entNums]));
      return rows.map(({ listId: _list, ...entry }) => entry);
    },
  };
}

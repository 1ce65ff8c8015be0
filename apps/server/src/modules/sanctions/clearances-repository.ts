import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type SanctionsClearanceRow, sanctionsClearances } from './sanctions-tables.ts';

type NewClearance = typeof sanctionsClearances.$inferInsert;

/** One person as screening and clearances know them. */
export interface ClearedPerson {
  party: SanctionsClearanceRow['party'];
  nameKey: string;
  identity: string;
}

export interface Revocation {
  revokedAt: Date;
  revokedBy: string | null;
  revokedByEmail: string;
  revokeReason: string;
}

const active = isNull(sanctionsClearances.revokedAt);

export function createClearancesRepository(db: Database) {
  return {
    /** The clearances in force of these people. */
    of(people: readonly ClearedPerson[]): Promise<SanctionsClearanceRow[]> {
      if (people.length === 0) return Promise.resolve([]);
      const person = people.map((one) =>
        and(
          eq(sanctionsClearances.party, one.party),
          eq(sanctionsClearances.nameKey, one.nameKey),
          eq(sanctionsClearances.identity, one.identity),
        ),
      );
      return db
        .select()
        .from(sanctionsClearances)
        .where(and(active, or(...person)));
    },

    /** Clears these (person, entry) pairs; one cleared before is replaced by this decision. */
    async remember(clearances: readonly NewClearance[]): Promise<void> {
      if (clearances.length === 0) return;
      await db
        .insert(sanctionsClearances)
        .values([...clearances])
        .onConflictDoUpdate({
          target: [
            sanctionsClearances.party,
            sanctionsClearances.nameKey,
            sanctionsClearances.identity,
            sanctionsClearances.entNum,
          ],
          targetWhere: active,
          set: {
            entry: sql`excluded.entry`,
            screenedName: sql`excluded.screened_name`,
            screenedDocument: sql`excluded.screened_document`,
            orderReference: sql`excluded.order_reference`,
            reason: sql`excluded.reason`,
            clearedBy: sql`excluded.cleared_by`,
            clearedByEmail: sql`excluded.cleared_by_email`,
            clearedAt: sql`excluded.cleared_at`,
          },
        });
    },

    /** In force (newest first), or revoked (latest revoked first). */
    list(revoked: boolean, limit: number): Promise<SanctionsClearanceRow[]> {
      return db
        .select()
        .from(sanctionsClearances)
        .where(revoked ? isNotNull(sanctionsClearances.revokedAt) : active)
        .orderBy(
          desc(revoked ? sanctionsClearances.revokedAt : sanctionsClearances.clearedAt),
          desc(sanctionsClearances.id),
        )
        .limit(limit);
    },

    /** A clearance in force, locked for its revocation. */
    async lockActive(id: number): Promise<SanctionsClearanceRow | undefined> {
      const [row] = await db
        .select()
        .from(sanctionsClearances)
        .where(and(eq(sanctionsClearances.id, id), active))
        .for('update');
      return row;
    },

    async revoke(id: number, revocation: Revocation): Promise<SanctionsClearanceRow> {
      const [row] = await db
        .update(sanctionsClearances)
        .set(revocation)
        .where(eq(sanctionsClearances.id, id))
        .returning();
      if (row === undefined) throw new Error(`clearance ${id} vanished while locked`);
      return row;
    },
  };
}

import type { MoneyChangeKind } from '@giro/shared/admin/money-change-contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { type MoneyChangeRow, moneyChanges } from '../admin-tables.ts';

export type { MoneyChangeRow };

export function createMoneyChangeRepository(db: Database) {
  return {
    async insert(values: typeof moneyChanges.$inferInsert): Promise<MoneyChangeRow> {
      const [row] = await db.insert(moneyChanges).values(values).returning();
      if (row === undefined) throw new Error('insert returned no money change');
      return row;
    },

    async pendingFor(kind: MoneyChangeKind, entityId: string): Promise<MoneyChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(moneyChanges)
        .where(
          and(
            eq(moneyChanges.kind, kind),
            eq(moneyChanges.entityId, entityId),
            eq(moneyChanges.state, 'pending'),
          ),
        );
      return row;
    },

    async find(id: number): Promise<MoneyChangeRow | undefined> {
      const [row] = await db.select().from(moneyChanges).where(eq(moneyChanges.id, id));
      return row;
    },

    /** The change, locked until the transaction ends: one decision wins. */
    async lock(id: number): Promise<MoneyChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(moneyChanges)
        .where(eq(moneyChanges.id, id))
        .for('update');
      return row;
    },

    async decide(
      id: number,
      decision: Pick<MoneyChangeRow, 'state' | 'decidedBy' | 'decidedByEmail' | 'decidedAt'> & {
        entityId: string | null;
      },
    ): Promise<MoneyChangeRow> {
      const [row] = await db
        .update(moneyChanges)
        .set(decision)
        .where(eq(moneyChanges.id, id))
        .returning();
      if (row === undefined) throw new Error(`money change ${id} is gone`);
      return row;
    },

    /** Pending ones (oldest first), then the latest decided. */
    async list(decided: number): Promise<MoneyChangeRow[]> {
      const pending = await db
        .select()
        .from(moneyChanges)
        .where(eq(moneyChanges.state, 'pending'))
        .orderBy(asc(moneyChanges.id));
      const done = await db
        .select()
        .from(moneyChanges)
        .where(ne(moneyChanges.state, 'pending'))
        .orderBy(desc(moneyChanges.id))
        .limit(decided);
      return [...pending, ...done];
    },
  };
}

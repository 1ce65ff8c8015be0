import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { passkeys } from '../second-factor-tables.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>;

/** The passkeys (WebAuthn credentials) of accounts. */
export function createPasskeyRepository(db: Database) {
  return {
    listOf(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** The new row, or undefined when the credential is already registered. */
    async insert(passkey: NewPasskey): Promise<PasskeyRow | undefined> {
      const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
      return row;
    },

    async recordUse(id: string, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },

    /** The removed passkey, when `id` is one of the account's. */
    async remove(userId: string, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async removeAllOf(userId: string): Promise<number> {
      const rows = await db
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id });
      return rows.length;
    },
  };
}

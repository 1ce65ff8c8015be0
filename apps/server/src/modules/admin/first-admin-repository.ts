import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';

export function createFirstAdminRepository(db: Database) {
  return {
    async anyAdmin(): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
        .limit(1);
      return rows.length > 0;
    },

    /** Makes the account of `email` an active admin; false when there is none. */
    async promote(email: string, passwordHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ role: 'admin', passwordHash, active: true, deactivatedAt: null })
        .where(sql`lower(${users.email}) = lower(${email})`)
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async create(email: string, passwordHash: string): Promise<void> {
      await db.insert(users).values({
        firstName: 'Admin',
        lastName: '',
        email,
        passwordHash,
        language: 'es',
        active: true,
        role: 'admin',
      });
    },
  };
}

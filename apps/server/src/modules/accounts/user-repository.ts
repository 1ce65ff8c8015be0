import type { Language } from '@giro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from './accounts-tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'passwordHash'
  | 'language'
  | 'registerLink'
  | 'active'
  | 'role'
>;

export function createUserRepository(db: Database) {
  return {
    /** Emails are unique regardless of case (an index on lower(email)). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The user, locked until the transaction ends (an agent's invitation links it once). */
    async lock(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /** The new user's id, or undefined when the email is already taken. */
    async insert(user: NewUser): Promise<string | undefined> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id;
    },

    async update(
      id: string,
      changes: Partial<
        Pick<
          UserRow,
          | 'firstName'
          | 'lastName'
          | 'passwordHash'
          | 'active'
          | 'deactivatedAt'
          | 'deviceKey'
          | 'role'
        >
      > & { language?: Language },
    ): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
    },

    /** The account's device key: `key` unless a concurrent sign-in stored one first. */
    async keepDeviceKey(id: string, key: string): Promise<string> {
      const [row] = await db
        .update(users)
        .set({ deviceKey: sql`coalesce(${users.deviceKey}, ${key})` })
        .where(eq(users.id, id))
        .returning({ deviceKey: users.deviceKey });
      return row?.deviceKey ?? key;
    },
  };
}

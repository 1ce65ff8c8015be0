import { type StaffRole, staffRoles } from '@giro/shared/admin/staff-roles';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { passkeys, totpFactors } from '../../accounts/second-factor-tables.ts';
import type { NewUser } from '../../accounts/user-repository.ts';

export type StaffRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'deactivatedAt' | 'createdAt' | 'language'
> & { secondFactor: boolean; activated: boolean };

// A passkey or an authenticator app that was confirmed: what opens the console.
const hasSecondFactor = sql<boolean>`(
  exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})
  or exists (select 1 from ${totpFactors}
    where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null)
)`;

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  language: users.language,
  secondFactor: hasSecondFactor,
  /** False until an invited staff member chose a password with the mailed link. */
  activated: users.active,
};

const activeAdmin = and(
  eq(users.role, 'admin'),
  eq(users.active, true),
  isNull(users.deactivatedAt),
);

// Listed by name: an agent's account is neither a sender's nor staff.
const isStaff = inArray(users.role, [...staffRoles]);

/** Operator and admin accounts: rows of `users` whose role is operator or admin. */
export function createStaffRepository(db: Database) {
  return {
    list(): Promise<StaffRow[]> {
      return db.select(columns).from(users).where(isStaff).orderBy(asc(users.createdAt));
    },

    async find(id: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), isStaff));
      return row;
    },

    /** Who is told when money's way or the staff change: every admin who can sign in. */
    activeAdmins() {
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(users)
        .where(activeAdmin);
    },

    /** How many admins other than `id` could approve a change: active, with a second factor. */
    async otherApprovers(id: string): Promise<number> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(activeAdmin, ne(users.id, id), hasSecondFactor));
      return rows.length;
    },

    /** The new account's id, or undefined when the email is taken (by staff or a sender). */
    async insert(user: NewUser & { role: StaffRole }): Promise<string | undefined> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id;
    },

    async update(
      id: string,
      changes: { role: StaffRole; deactivatedAt: Date | null; deviceKey?: null },
    ) {
      await db.update(users).set(changes).where(eq(users.id, id));
    },
  };
}

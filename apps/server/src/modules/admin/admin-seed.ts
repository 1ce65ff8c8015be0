import { staffRoles } from '@giro/shared/admin/staff-roles';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { demoStaff } from '../accounts/demo-credentials.ts';
import { hashPassword } from '../accounts/password-hasher.ts';

/** The README's demo staff: an admin and an operator, both able to sign in at /admin. */
export async function seedStaff(db: Database): Promise<void> {
  for (const role of staffRoles) {
    const { email, password, firstName } = demoStaff[role];
    await db
      .insert(users)
      .values({
        firstName,
        lastName: 'Demo',
        email,
        passwordHash: await hashPassword(password),
        language: 'es',
        active: true,
        role,
      })
      .onConflictDoNothing();
  }
}

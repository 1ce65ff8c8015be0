import { type StaffRole, staffRoles } from '@giro/shared/admin/staff-roles';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { hashPassword } from '../accounts/password-hasher.ts';

/** The README's demo staff: an admin and an operator, both able to sign in at /admin. */
export const demoStaff = {
  admin: { email: 'admin@giro.example', password: 'giro-admin-2024', firstName: 'Adela' },
  operator: { email: 'operator@giro.example', password: 'giro-operator-2024', firstName: 'Omar' },
} as const satisfies Record<StaffRole, { email: string; password: string; firstName: string }>;

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

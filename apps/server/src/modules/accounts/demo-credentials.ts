import type { StaffRole } from '@giro/shared/admin/staff-roles';

/** The README's demo sender, already activated. */
export const demoSender = { email: 'demo@giro.example', password: 'giro-demo-2024' } as const;

/** The README's demo staff: an admin and an operator, both able to sign in at /admin. */
export const demoStaff = {
  admin: { email: 'admin@giro.example', password: 'giro-admin-2024', firstName: 'Adela' },
  operator: { email: 'operator@giro.example', password: 'giro-operator-2024', firstName: 'Omar' },
} as const satisfies Record<StaffRole, { email: string; password: string; firstName: string }>;

const published = [demoSender, demoStaff.admin, demoStaff.operator];

/**
 * Whether `email` and `password` are one of the README's demo accounts with its published
 * password: anyone can sign in with those, so only a demo instance may accept them.
 */
export function isDemoCredential(email: string, password: string): boolean {
  const address = email.toLowerCase();
  return published.some((demo) => demo.email === address && demo.password === password);
}

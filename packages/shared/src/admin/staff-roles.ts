import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/**
 * Every account has one: senders use the storefront, agents also their /agent page, staff also
 * the /admin console.
 */
export const userRoles = ['sender', 'agent', 'operator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Operators run the daily business; admins also manage staff. */
export const staffRoles = ['operator', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles, { error: requiredOrInvalid });
export type StaffRole = z.infer<typeof staffRoleSchema>;

const rank: Record<UserRole, number> = { sender: 0, agent: 0, operator: 1, admin: 2 };

/** Whether an account of `role` may do what `needed` may: admins may do all operators do. */
export function hasStaffRole(role: UserRole, needed: StaffRole): boolean {
  return rank[role] >= rank[needed];
}

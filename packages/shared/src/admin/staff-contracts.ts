import { z } from 'zod';
import { newPasswordSchema } from '../accounts/password-policy.ts';
import { requiredEmail, requiredText } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { staffRoleSchema } from './staff-roles.ts';

/** GET /api/admin/me: the signed-in staff member, for the console's header and menus. */
export const staffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRoleSchema,
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffMemberSchema = staffMeSchema.extend({
  /** False once disabled: the account can no longer sign in. */
  active: z.boolean(),
  /** Whether the account has a passkey or an authenticator app (the console needs one). */
  second_factor: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/admin/staff (admins only): a new operator or admin, active at once. */
export const createStaffBodySchema = z.object(
  {
    first_name: requiredText,
    last_name: requiredText,
    email: requiredEmail,
    password: newPasswordSchema,
    role: staffRoleSchema,
  },
  { error: requiredOrInvalid },
);
export type CreateStaffBodyInput = z.input<typeof createStaffBodySchema>;
export type CreateStaffBody = z.output<typeof createStaffBodySchema>;

/** PUT /api/admin/staff/:id (admins only): role and access; nobody changes their own. */
export const updateStaffBodySchema = z.object(
  { role: staffRoleSchema, active: z.boolean({ error: requiredOrInvalid }) },
  { error: requiredOrInvalid },
);
export type UpdateStaffBody = z.output<typeof updateStaffBodySchema>;

const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

export const staffParamsSchema = z.object({
  id: z.string().regex(uuidPattern, { error: 'validation.invalid' }),
});

/** GET /api/admin/staff */
export const staffMemberListSchema = z.array(staffMemberSchema);

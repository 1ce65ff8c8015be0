import { z } from 'zod';
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
  /** Invited and not yet in: the mailed link has not been used to choose a password. */
  invited: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * POST /api/admin/staff (admins, step-up): invites a new operator or admin. Nobody chooses
 * their password for them: they are mailed a single-use link to choose it, then enrol a factor.
 */
export const createStaffBodySchema = z.object(
  {
    first_name: requiredText,
    last_name: requiredText,
    email: requiredEmail,
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

/** POST /api/auth/staff-invitation/check: always 200; a used or expired link is not valid. */
export const checkStaffInvitationResponseSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    email: z.string(),
    first_name: z.string(),
    role: staffRoleSchema,
  }),
  z.object({ valid: z.literal(false) }),
]);
export type CheckStaffInvitationResponse = z.infer<typeof checkStaffInvitationResponseSchema>;

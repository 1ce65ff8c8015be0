import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

export const defaultStaffIdleMinutes = 30;
/** Staff sessions end this long after sign-in whatever the idle setting (README "Sessions"). */
export const staffSessionHours = 12;

/**
 * GET/PUT /api/admin/session-policy (admins): minutes without a call after which a staff
 * session ends. Sender sessions are not affected.
 */
export const sessionPolicySchema = z.object(
  {
    staff_idle_minutes: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'validation.idle_minutes' })
      .min(5, { error: 'validation.idle_minutes' })
      .max(staffSessionHours * 60, { error: 'validation.idle_minutes' }),
  },
  { error: requiredOrInvalid },
);
export type SessionPolicy = z.infer<typeof sessionPolicySchema>;

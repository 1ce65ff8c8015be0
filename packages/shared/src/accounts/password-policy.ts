import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { passwordPolicy } from './password-limits.ts';

export { passwordPolicy };

// Passwords are never trimmed; a whitespace-only one counts as empty (spec §5). The
// `validation.password_policy` message states the policy's numbers: keep both in step.

const policyError = { error: 'validation.password_policy' } as const;

/** Any password field: required, bounded so hashing stays cheap. */
export const passwordInput = z
  .string({ error: requiredOrInvalid })
  .refine((value) => value.trim() !== '', { error: 'validation.required', abort: true })
  .max(passwordPolicy.maxLength, { ...policyError, abort: true });

/** A password being chosen (sign-up, reset, profile change): must meet the policy. */
export const newPasswordSchema = passwordInput
  .min(passwordPolicy.minLength, { ...policyError, abort: true })
  .refine((value) => !/^\d+$/.test(value), policyError);

/** A confirmation field: required, then equal to `password` (see `confirmedPassword`). */
export const passwordConfirmationInput = z
  .string({ error: requiredOrInvalid })
  .refine((value) => value.trim() !== '', { error: 'validation.required', abort: true });

/**
 * Adds the "confirmation equals password" rule, reported on the confirmation field with
 * `validation.confirmed`. It runs even when other fields are invalid, unless one is missing or
 * blank: zod skips refinements after an aborted check.
 */
export function confirmedPassword<
  Confirmation extends string,
  Schema extends z.ZodType<{ password: string } & Record<Confirmation, string>>,
>(schema: Schema, confirmation: Confirmation): Schema {
  const pair = z.object({ password: z.string(), [confirmation]: passwordConfirmationInput });
  return schema.refine((value) => value[confirmation] === value.password, {
    error: 'validation.confirmed',
    path: [confirmation],
    when: (payload) => pair.safeParse(payload.value).success,
  });
}

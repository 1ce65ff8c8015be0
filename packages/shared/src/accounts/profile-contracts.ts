import { z } from 'zod';
import { optionalText, requiredEmail, requiredText } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { messageResponseSchema } from './auth-contracts.ts';
import {
  confirmedPassword,
  newPasswordSchema,
  passwordConfirmationInput,
} from './password-policy.ts';

// Every call here needs `Authorization: Bearer`; without a live session it answers 401.

/** POST /api/user/update-name. A one-word name leaves `last_name` empty. */
export const updateNameBodySchema = z.object(
  { first_name: requiredText, last_name: optionalText },
  { error: requiredOrInvalid },
);
export type UpdateNameBody = z.output<typeof updateNameBodySchema>;
export const updateNameResponseSchema = messageResponseSchema;

/** POST /api/user/update-password. Signs out the account's other sessions. */
export const updatePasswordBodySchema = confirmedPassword(
  z.object(
    { password: newPasswordSchema, confirm: passwordConfirmationInput },
    { error: requiredOrInvalid },
  ),
  'confirm',
);
export type UpdatePasswordBodyInput = z.input<typeof updatePasswordBodySchema>;
export type UpdatePasswordBody = z.output<typeof updatePasswordBodySchema>;
export const updatePasswordResponseSchema = messageResponseSchema;

/**
 * POST /api/user/deactivate-account. `email` must be the signed-in account's (else 422
 * `email_mismatch`). `origin` (the page it was sent from) is accepted and ignored. Revokes every
 * session; the account's orders are kept.
 */
export const deactivateAccountBodySchema = z.object(
  { email: requiredEmail, origin: optionalText.nullish() },
  { error: requiredOrInvalid },
);
export const deactivateAccountResponseSchema = messageResponseSchema;

import { z } from 'zod';
import { optionalText, requiredEmail, requiredText } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { messageResponseSchema } from './auth-contracts.ts';
import {
  confirmedPassword,
  newPasswordSchema,
  passwordConfirmationInput,
  passwordInput,
} from './password-policy.ts';

// Every call here needs `Authorization: Bearer`; without a live session it answers 401.

/** POST /api/user/update-name. A one-word name leaves `last_name` empty. */
export const updateNameBodySchema = z.object(
  { first_name: requiredText, last_name: optionalText },
  { error: requiredOrInvalid },
);
export type UpdateNameBody = z.output<typeof updateNameBodySchema>;
export const updateNameResponseSchema = messageResponseSchema;

/**
 * POST /api/user/update-password. Signs out the account's other sessions and mails the person.
 * `current_password` is Giro's addition to the spec's `{ password, confirm }`, always asked: it
 * must be right (422 `current_password_invalid`, counted like a failed sign-in), so a token left
 * behind, however fresh, cannot take over the account.
 */
export const updatePasswordBodySchema = confirmedPassword(
  z.object(
    {
      password: newPasswordSchema,
      confirm: passwordConfirmationInput,
      current_password: passwordInput,
    },
    { error: requiredOrInvalid },
  ),
  'confirm',
);
export type UpdatePasswordBodyInput = z.input<typeof updatePasswordBodySchema>;
export type UpdatePasswordBody = z.output<typeof updatePasswordBodySchema>;
export const updatePasswordResponseSchema = messageResponseSchema;

/**
 * POST /api/user/deactivate-account. `email` must be the signed-in account's (else 422
 * `email_mismatch`) and `password` its password (Giro's addition: 422
 * `current_password_invalid`, counted like a failed sign-in), so a token left behind cannot
 * close the account. `origin` (the page it was sent from) is accepted and ignored. Revokes
 * every session; the account's orders are kept.
 */
export const deactivateAccountBodySchema = z.object(
  { email: requiredEmail, password: passwordInput, origin: optionalText.nullish() },
  { error: requiredOrInvalid },
);
export const deactivateAccountResponseSchema = messageResponseSchema;

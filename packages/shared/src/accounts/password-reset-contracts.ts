import { z } from 'zod';
import { requiredEmail } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { emailTokenSchema, messageResponseSchema } from './auth-contracts.ts';
import {
  confirmedPassword,
  newPasswordSchema,
  passwordConfirmationInput,
} from './password-policy.ts';

/** POST /reset-password. Same `{ message }` whether or not the address has an account. */
export const resetPasswordBodySchema = z.object(
  { email: requiredEmail },
  { error: requiredOrInvalid },
);
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = messageResponseSchema;

/** POST /check-token: the token of the /reset-password?token=… link. */
export const checkTokenBodySchema = z.object(
  { token: emailTokenSchema },
  { error: requiredOrInvalid },
);
/** Always 200: an unknown, used or expired token is `{ valid: false }` (the page goes to /). */
export const checkTokenResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), email: z.string() }),
  z.object({ valid: z.literal(false) }),
]);
export type CheckTokenResponse = z.infer<typeof checkTokenResponseSchema>;

/**
 * POST /change-password. `email` must be the token's account. An invalid token answers
 * 400 `token_invalid`. Signs out every session of the account.
 */
export const changePasswordBodySchema = confirmedPassword(
  z.object(
    {
      email: requiredEmail,
      password: newPasswordSchema,
      password_confirmation: passwordConfirmationInput,
      token: emailTokenSchema,
    },
    { error: requiredOrInvalid },
  ),
  'password_confirmation',
);
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;
/** `link` is where to go next ('/login'); `message` is a success toast. */
export const changePasswordResponseSchema = z.object({ link: z.string(), message: z.string() });

import { z } from 'zod';
import { userRoles } from '../admin/staff-roles.ts';
import { optionalText, requiredEmail, requiredText } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import {
  confirmedPassword,
  newPasswordSchema,
  passwordConfirmationInput,
  passwordInput,
} from './password-policy.ts';
import { secondFactorMethods } from './second-factor-methods.ts';

/** Every account call that only reports an outcome answers a translated `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });

/** A token from an emailed link; its format is the server's business, only its size is bounded. */
export const emailTokenSchema = requiredText;

/**
 * POST /api/auth/sign_up. The server splits `fullname` at the first space into first and last
 * name. `register_link` is the agent hash or link the user registered through ('' for none).
 */
export const signUpBodySchema = confirmedPassword(
  z.object(
    {
      fullname: requiredText,
      email: requiredEmail,
      password: newPasswordSchema,
      confirm_password: passwordConfirmationInput,
      register_link: optionalText.nullish().transform((link) => link ?? ''),
    },
    { error: requiredOrInvalid },
  ),
  'confirm_password',
);
export type SignUpBodyInput = z.input<typeof signUpBodySchema>;
export type SignUpBody = z.output<typeof signUpBodySchema>;

/** POST /api/auth/activate: the token of the /user-activation?token=… link. */
export const activateBodySchema = z.object(
  { token: emailTokenSchema },
  { error: requiredOrInvalid },
);
/**
 * Always 200 for a well-formed body; `message` is the status the activation page shows.
 * `success`: the account is now active (just activated, or already by an earlier use of the link).
 */
export const activateResponseSchema = z.object({ message: z.string(), success: z.boolean() });

/**
 * POST /api/auth/resend-activation: a new activation link for an account not activated yet
 * ("Cuenta no activada" at sign-in). The same `{ message }` for any address, in the same time.
 */
export const resendActivationBodySchema = z.object(
  { email: requiredEmail },
  { error: requiredOrInvalid },
);
export type ResendActivationBodyInput = z.input<typeof resendActivationBodySchema>;

/** POST /api/auth/signin. The password is not checked against the policy: it may predate it. */
export const signInBodySchema = z.object(
  { email: requiredEmail, password: passwordInput },
  { error: requiredOrInvalid },
);
export type SignInBodyInput = z.input<typeof signInBodySchema>;
export type SignInBody = z.output<typeof signInBodySchema>;
/**
 * Sent back as `Authorization: Bearer <token>`; stored under `client_auth_token`. Giro's addition:
 * `second_factor` when the account asks for one after the password (staff who enrolled, senders
 * who turned on an authenticator app). Until POST /api/auth/signin/second-factor proves it, the
 * token opens only that second step (every other call answers 401).
 */
export const signInResponseSchema = z.object({
  token: z.string(),
  second_factor: z.object({ methods: z.array(z.enum(secondFactorMethods)) }).optional(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/auth/checkUser (no body): whether the Bearer token is a live session. */
export const checkUserResponseSchema = z.object({ authenticated: z.boolean() });

/** GET /api/auth/user (401 `unauthorized` without a live session). `created_at` is ISO 8601. */
export const authUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Giro's addition: `agent` accounts also have the /agent page, staff the /admin console. */
  role: z.enum(userRoles),
});
export type AuthUser = z.infer<typeof authUserSchema>;

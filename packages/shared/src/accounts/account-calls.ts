import { defineCalls } from '../api-call.ts';
import {
  activateBodySchema,
  activateResponseSchema,
  authUserSchema,
  checkUserResponseSchema,
  messageResponseSchema,
  resendActivationBodySchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
} from './auth-contracts.ts';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  checkTokenBodySchema,
  checkTokenResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from './password-reset-contracts.ts';
import {
  deactivateAccountBodySchema,
  deactivateAccountResponseSchema,
  updateNameBodySchema,
  updateNameResponseSchema,
  updatePasswordBodySchema,
  updatePasswordResponseSchema,
} from './profile-contracts.ts';

/** Spec §7 /api/auth/* calls, the forgotten-password calls (without /api) and the profile's. */
export const accountCalls = defineCalls(
  { tags: ['accounts'] },
  {
    'POST /api/auth/sign_up': {
      summary: 'Register a sender account (mails an activation link)',
      body: signUpBodySchema,
      // The same "check your email" answer whether or not the address already had an account.
      response: messageResponseSchema,
      errors: [429],
    },
    'POST /api/auth/activate': {
      summary: 'Activate an account with the emailed token',
      body: activateBodySchema,
      response: activateResponseSchema,
    },
    'POST /api/auth/resend-activation': {
      summary: 'Mail a new activation link to an account not activated yet',
      body: resendActivationBodySchema,
      response: messageResponseSchema,
      errors: [429],
    },
    'POST /api/auth/signin': {
      summary: 'Sign in: a bearer token (senders and staff alike)',
      body: signInBodySchema,
      response: signInResponseSchema,
      // 401 wrong credentials, 403 an account not activated or deactivated.
      errors: [401, 403, 429],
    },
    'POST /api/auth/checkUser': {
      summary: 'Whether the bearer token is a live session',
      response: checkUserResponseSchema,
    },
    'GET /api/auth/user': {
      summary: 'The signed-in user',
      access: 'session',
      response: authUserSchema,
    },
    'POST /api/auth/logout': {
      summary: 'Sign out: revoke the bearer token',
      response: messageResponseSchema,
    },
    'POST /reset-password': {
      summary: 'Mail a password-reset link',
      body: resetPasswordBodySchema,
      response: resetPasswordResponseSchema,
      errors: [429],
    },
    'POST /check-token': {
      summary: 'Whether a password-reset token is valid',
      body: checkTokenBodySchema,
      response: checkTokenResponseSchema,
    },
    'POST /change-password': {
      summary: 'Set a new password with a reset token',
      body: changePasswordBodySchema,
      response: changePasswordResponseSchema,
    },
    'POST /api/user/update-name': {
      summary: "Change the signed-in user's name",
      access: 'session',
      body: updateNameBodySchema,
      response: updateNameResponseSchema,
    },
    'POST /api/user/update-password': {
      summary: "Change the signed-in user's password",
      access: 'session',
      body: updatePasswordBodySchema,
      response: updatePasswordResponseSchema,
    },
    'POST /api/user/deactivate-account': {
      summary: "Deactivate the signed-in user's account",
      access: 'session',
      body: deactivateAccountBodySchema,
      response: deactivateAccountResponseSchema,
    },
  },
);

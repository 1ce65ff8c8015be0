import { defineCalls } from '../api-call.ts';
import { signInResponseSchema } from './auth-contracts.ts';
import { passkeyCreationOptionsSchema, passkeyRequestOptionsSchema } from './passkey-contracts.ts';
import {
  accountSecuritySchema,
  addPasskeyBodySchema,
  addPasskeyResponseSchema,
  factorAddedSchema,
  passkeyParamsSchema,
  passkeySignInBodySchema,
  recoveryCodesSchema,
  secondFactorProofSchema,
  stepUpResponseSchema,
  totpConfirmBodySchema,
  totpEnrolmentSchema,
} from './second-factor-contracts.ts';
import {
  accountSessionListSchema,
  endOtherSessionsResponseSchema,
  sessionParamsSchema,
} from './session-contracts.ts';

const stepUp =
  ' An account with a second factor must have proven it in the last 5 minutes (403 `step_up_required`: POST /api/account/step-up).';

/**
 * The sign-in's second step and a sender's sign-in with a passkey alone. Under
 * /api/auth/signin, so the browser sends its device cookie (path /api/auth/signin) here too.
 */
export const secondStepCalls = defineCalls(
  { tags: ['accounts'] },
  {
    'POST /api/auth/signin/second-factor': {
      summary: "The sign-in's second step: an authenticator code, a recovery code or a passkey",
      description:
        'Takes the token POST /api/auth/signin answered with `second_factor` (`Authorization: Bearer`), and answers a new token for the full session (the first one stops working). 422 `second_factor_invalid` or `second_factor_reused`; 429 after too many failures, counted with the failed passwords.',
      access: 'pending',
      body: secondFactorProofSchema,
      response: signInResponseSchema,
      errors: [401, 422, 429],
    },
    'POST /api/auth/signin/second-factor/passkey-options': {
      summary: "Options to answer the sign-in's second step with one of the account's passkeys",
      access: 'pending',
      response: passkeyRequestOptionsSchema,
      errors: [401, 429],
    },
    'POST /api/auth/signin/passkey-options': {
      summary: 'Options to sign in with a passkey alone (the browser offers the ones it holds)',
      response: passkeyRequestOptionsSchema,
      errors: [429],
    },
    'POST /api/auth/signin/passkey': {
      summary: "Sign in with a passkey alone: a sender's bearer token",
      description:
        '401 `passkey_unknown` (no account has it) or `passkey_invalid`; 403 `passkey_staff` (staff sign in with the password and then a factor), `account_deactivated`.',
      body: passkeySignInBodySchema,
      response: signInResponseSchema,
      errors: [401, 403, 429],
    },
  },
);

/** The signed-in person's passkeys, authenticator app, recovery codes, step-up and sessions. */
export const securityCalls = defineCalls(
  { access: 'session', tags: ['account security'] },
  {
    'GET /api/account/security': {
      summary: "The account's second factors and recovery codes",
      response: accountSecuritySchema,
    },
    'POST /api/account/totp': {
      summary: 'Start turning on an authenticator app: a secret to scan or type',
      description: `Nothing changes until POST /api/account/totp/confirm. 409 \`totp_already_enabled\`.${stepUp}`,
      response: totpEnrolmentSchema,
      errors: [403, 409, 429],
    },
    'POST /api/account/totp/confirm': {
      summary: 'Turn on the authenticator app with its first code (ends the other sessions)',
      description: stepUp.trim(),
      body: totpConfirmBodySchema,
      response: factorAddedSchema,
      errors: [403, 409, 429],
    },
    'DELETE /api/account/totp': {
      summary: 'Turn off the authenticator app (ends the other sessions)',
      description: `409 \`last_factor\` for a staff account's last factor.${stepUp}`,
      noContent: 'Turned off',
      errors: [403, 404, 409],
    },
    'POST /api/account/passkeys/options': {
      summary: 'Options to create a passkey for this account',
      description: stepUp.trim(),
      response: passkeyCreationOptionsSchema,
      errors: [403, 429],
    },
    'POST /api/account/passkeys': {
      summary: "Add the browser's new passkey (ends the other sessions)",
      description: `422 \`passkey_invalid\` when the answer does not hold.${stepUp}`,
      body: addPasskeyBodySchema,
      response: addPasskeyResponseSchema,
      errors: [403, 429],
    },
    'DELETE /api/account/passkeys/:id': {
      summary: 'Remove a passkey (ends the other sessions)',
      description: `409 \`last_factor\` for a staff account's last factor.${stepUp}`,
      params: passkeyParamsSchema,
      noContent: 'Removed',
      errors: [403, 409],
    },
    'POST /api/account/recovery-codes': {
      summary: 'Ten new recovery codes, shown once; the old ones stop working',
      description: `404 while the account has no second factor.${stepUp}`,
      response: recoveryCodesSchema,
      errors: [403, 404, 429],
    },
    'POST /api/account/step-up/passkey-options': {
      summary: "Options to confirm a change with one of the account's passkeys",
      response: passkeyRequestOptionsSchema,
      errors: [429],
    },
    'POST /api/account/step-up': {
      summary: 'Prove the second factor again, for changes that ask for it (5 minutes)',
      description:
        '422 `second_factor_invalid` or `second_factor_reused`; 429 after 10 failures in 15 minutes.',
      body: secondFactorProofSchema,
      response: stepUpResponseSchema,
      errors: [429],
    },
    'GET /api/account/sessions': {
      summary: "The account's live sessions, the most recently used first",
      response: accountSessionListSchema,
    },
    'DELETE /api/account/sessions/:id': {
      summary: 'End one of the sessions (this one included): its token stops working at once',
      params: sessionParamsSchema,
      noContent: 'Ended',
    },
    'POST /api/account/sessions/end-others': {
      summary: 'End every session but this one',
      response: endOtherSessionsResponseSchema,
    },
  },
);

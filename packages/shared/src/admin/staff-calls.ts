import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  checkInvitationBodySchema,
} from '../agents/agent-contracts.ts';
import { defineCalls } from '../api-call.ts';
import {
  checkStaffInvitationResponseSchema,
  createStaffBodySchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffParamsSchema,
  updateStaffBodySchema,
} from './staff-contracts.ts';

/**
 * Operator and admin accounts: only admins manage staff, each change with a second factor
 * proven in the last 5 minutes (a stolen session alone makes no new admin), and every admin is
 * mailed when staff are invited, promoted, re-enabled or have their factors reset.
 */
export const staffCalls = defineCalls(
  { access: 'admin', tags: ['admin: staff'] },
  {
    'GET /api/admin/staff': { summary: 'Staff accounts', response: staffMemberListSchema },
    'POST /api/admin/staff': {
      summary: 'Invite an operator or admin: they are mailed a single-use link',
      description:
        'The invited person chooses their own password at `/admin/invitation` and enrols a second factor at their first sign-in. 409 `email_taken`.',
      stepUp: true,
      body: createStaffBodySchema,
      response: staffMemberSchema,
    },
    'PUT /api/admin/staff/:id': {
      stepUp: true,
      summary: "Change a staff member's role, or disable or enable the account",
      params: staffParamsSchema,
      body: updateStaffBodySchema,
      response: staffMemberSchema,
    },
    'POST /api/admin/staff/:id/reset-factors': {
      stepUp: true,
      summary: "Remove another staff member's passkeys, authenticator app and recovery codes",
      description:
        'For a lost phone or passkey: their sessions end, they are mailed, and they enrol again at their next sign-in. Audited; 409 `staff_self_reset` for your own account.',
      params: staffParamsSchema,
      response: staffMemberSchema,
    },
  },
);

/** The /admin/invitation page: check the mailed link, then choose the password with it. */
export const staffInvitationCalls = defineCalls(
  { tags: ['accounts'], errors: [429] },
  {
    'POST /api/auth/staff-invitation/check': {
      summary: "Whether a staff member's invitation link is valid, and for whom",
      body: checkInvitationBodySchema,
      response: checkStaffInvitationResponseSchema,
    },
    'POST /api/auth/staff-invitation': {
      summary: "Choose the invited staff member's password; answers a session (400 token_invalid)",
      description:
        'The session opens nothing in the console until a second factor is enrolled (403 `mfa_required`).',
      body: acceptInvitationBodySchema,
      response: acceptInvitationResponseSchema,
    },
  },
);

import { defineCalls } from '../api-call.ts';
import {
  createStaffBodySchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffParamsSchema,
  updateStaffBodySchema,
} from './staff-contracts.ts';

/** Operator and admin accounts: only admins manage staff. */
export const staffCalls = defineCalls(
  { access: 'admin', tags: ['admin: staff'] },
  {
    'GET /api/admin/staff': { summary: 'Staff accounts', response: staffMemberListSchema },
    'POST /api/admin/staff': {
      summary: 'Create an operator or admin account',
      body: createStaffBodySchema,
      response: staffMemberSchema,
    },
    'PUT /api/admin/staff/:id': {
      summary: "Change a staff member's role, or disable or enable the account",
      params: staffParamsSchema,
      body: updateStaffBodySchema,
      response: staffMemberSchema,
    },
    'POST /api/admin/staff/:id/reset-factors': {
      summary: "Remove another staff member's passkeys, authenticator app and recovery codes",
      description:
        'For a lost phone or passkey: their sessions end, they are mailed, and they enrol again at their next sign-in. Audited; 409 `staff_self_reset` for your own account.',
      params: staffParamsSchema,
      response: staffMemberSchema,
    },
  },
);

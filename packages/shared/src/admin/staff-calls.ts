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
  },
);

import { defineCalls } from '../api-call.ts';
import {
  adminClearanceListSchema,
  clearanceIdParamsSchema,
  clearanceQuerySchema,
  clearanceRevokeBodySchema,
  clearanceRevokedSchema,
  screeningStatusSchema,
} from './screening-admin-contracts.ts';

/** Whether orders are screened now, and the false positives cleared for one person each. */
export const screeningAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: compliance'] },
  {
    'GET /api/admin/compliance/screening': {
      summary: 'Whether an SDN list is in force, and how many orders wait for one',
      response: screeningStatusSchema,
    },
    'GET /api/admin/compliance/clearances': {
      summary: 'Cleared false positives (person and entry), in force or revoked, newest first',
      query: clearanceQuerySchema,
      response: adminClearanceListSchema,
    },
    'POST /api/admin/compliance/clearances/:id/revoke': {
      summary: "Revoke a clearance: the person's open orders are screened and held again (audited)",
      params: clearanceIdParamsSchema,
      body: clearanceRevokeBodySchema,
      response: clearanceRevokedSchema,
      errors: [409],
    },
  },
);

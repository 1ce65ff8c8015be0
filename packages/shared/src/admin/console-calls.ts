import { defineCalls } from '../api-call.ts';
import { cardPrefixListsSchema } from '../contact-info/card-prefix.ts';
import { auditPageSchema, auditQuerySchema } from './audit-contracts.ts';
import {
  cardPrefixListBodySchema,
  cardPrefixListParamsSchema,
  cardPrefixListResponseSchema,
} from './card-prefix-admin-contracts.ts';
import { dashboardSchema, dateRangeQuerySchema } from './dashboard-contracts.ts';
import {
  adminJobListSchema,
  adminJobSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
} from './job-admin-contracts.ts';
import {
  adminContactMessageListSchema,
  adminContactMessageSchema,
  contactMessageParamsSchema,
} from './operator-accounts-contracts.ts';
import { sessionPolicySchema } from './session-policy-contracts.ts';
import { staffMeSchema } from './staff-contracts.ts';

/** The console's own calls: who is signed in, its home, the audit log, jobs, inbox, card lists. */
export const consoleCalls = defineCalls(
  { access: 'operator' },
  {
    // The console asks who is signed in: 401 shows its sign-in form, 403 a "no access" notice
    // (or, `mfa_required`, the enrolment of a second factor).
    'GET /api/admin/me': {
      summary: 'The signed-in staff member',
      tags: ['admin'],
      response: staffMeSchema,
    },
    'GET /api/admin/dashboard': {
      summary: 'Orders, volume, commission, funnel and top agents between two UTC days',
      tags: ['admin: dashboard'],
      query: dateRangeQuerySchema,
      response: dashboardSchema,
    },
    'GET /api/admin/audit': {
      summary: 'Audit log, newest first, filtered by actor email and entity',
      tags: ['admin: audit'],
      query: auditQuerySchema,
      response: auditPageSchema,
    },
    'GET /api/admin/jobs': {
      summary: 'Failed jobs (after their last retry), or pending ones, newest first',
      tags: ['admin: jobs'],
      query: jobListQuerySchema,
      response: adminJobListSchema,
    },
    'POST /api/admin/jobs/:id/retry': {
      summary: 'Give a failed job one more attempt, now (audited)',
      tags: ['admin: jobs'],
      params: jobIdParamsSchema,
      response: adminJobSchema,
      errors: [404],
    },
    'GET /api/admin/contact-messages': {
      summary: 'Contact messages, newest first',
      tags: ['admin: contact messages'],
      response: adminContactMessageListSchema,
    },
    'POST /api/admin/contact-messages/:id/handled': {
      summary: 'Mark a contact message handled (answered)',
      tags: ['admin: contact messages'],
      params: contactMessageParamsSchema,
      response: adminContactMessageSchema,
    },
    'GET /api/admin/card-prefixes': {
      summary: 'Card prefix lists',
      tags: ['admin: card prefixes'],
      response: cardPrefixListsSchema,
    },
    'PUT /api/admin/card-prefixes/:list': {
      summary: 'Replace one card prefix list',
      tags: ['admin: card prefixes'],
      params: cardPrefixListParamsSchema,
      body: cardPrefixListBodySchema,
      response: cardPrefixListResponseSchema,
    },
    'GET /api/admin/session-policy': {
      summary: 'Minutes of inactivity after which a staff session ends',
      tags: ['admin: security'],
      access: 'admin',
      response: sessionPolicySchema,
    },
    'PUT /api/admin/session-policy': {
      summary: 'Change the minutes of inactivity after which a staff session ends (audited)',
      description:
        "Applies at once to every staff session, on every instance. Senders' sessions are not affected.",
      tags: ['admin: security'],
      access: 'admin',
      stepUp: true,
      body: sessionPolicySchema,
      response: sessionPolicySchema,
    },
  },
);

import { defineCalls } from '../api-call.ts';
import {
  coolOffBodySchema,
  coolOffSchema,
  moneyChangeLinkAnswerSchema,
  moneyChangeLinkBodySchema,
  moneyChangeListSchema,
  moneyChangeParamsSchema,
  moneyChangeSchema,
} from './money-change-contracts.ts';

/**
 * Dual control of where money goes: an admin proposes (the receiving-account, wallet and
 * checkout-method calls answer the proposal), another admin approves under their own step-up.
 */
export const moneyChangeAdminCalls = defineCalls(
  { access: 'admin', tags: ['admin: money changes'] },
  {
    'GET /api/admin/money-changes': {
      summary: 'Changes of where money goes: pending ones, then the latest 50 decided',
      response: moneyChangeListSchema,
    },
    'POST /api/admin/money-changes/:id/approve': {
      summary: "Approve another admin's change: it takes effect at once (audited)",
      description:
        'Needs a second factor proven in the last 5 minutes that was enrolled more than 24 hours ago. 409 `money_change_own` for your own change, `money_change_decided` once approved or cancelled, `money_change_factor_recent` for a factor enrolled less than 24 hours ago.',
      stepUp: true,
      params: moneyChangeParamsSchema,
      response: moneyChangeSchema,
      errors: [409],
    },
    'POST /api/admin/money-changes/:id/cancel': {
      summary: 'Cancel a pending change (audited); every admin is told',
      params: moneyChangeParamsSchema,
      response: moneyChangeSchema,
      errors: [409],
    },
    'GET /api/admin/money-changes/cool-off': {
      summary: 'How long a change waits when no other admin can approve it',
      response: coolOffSchema,
    },
    'PUT /api/admin/money-changes/cool-off': {
      summary: 'Lengthen the cool-off (at once), or propose a shorter one (dual control)',
      stepUp: true,
      body: coolOffBodySchema,
      response: coolOffSchema,
      errors: [409],
    },
  },
);

/** The cancel link mailed to every admin: works without signing in, after a click. */
export const moneyChangeLinkCalls = defineCalls(
  { tags: ['admin: money changes'], errors: [429] },
  {
    'POST /api/money-changes/cancel/check': {
      summary: 'The change a mailed cancel link names (400 token_invalid)',
      body: moneyChangeLinkBodySchema,
      response: moneyChangeLinkAnswerSchema,
    },
    'POST /api/money-changes/cancel': {
      summary: 'Cancel the change a mailed cancel link names, if still pending (audited)',
      body: moneyChangeLinkBodySchema,
      response: moneyChangeLinkAnswerSchema,
    },
  },
);

import { defineCalls } from '../api-call.ts';
import { calcMoneySentBodySchema } from '../pricing/contracts.ts';
import { transferReferenceParamsSchema } from '../transfers/transfer-contracts.ts';
import { claimBodySchema, claimSchema } from './claim-contracts.ts';
import {
  complianceSettingsBodySchema,
  complianceSettingsSchema,
} from './compliance-settings-contracts.ts';
import { disclosureSchema } from './disclosure-contracts.ts';
import {
  adminHoldQuerySchema,
  adminHoldQueueItemSchema,
  adminHoldQueueSchema,
  holdDecisionBodySchema,
  holdIdParamsSchema,
} from './hold-admin-contracts.ts';
import {
  adminIdentityListSchema,
  adminIdentityQuerySchema,
  adminIdentitySchema,
  identityDecisionBodySchema,
  identityIdParamsSchema,
} from './identity-admin-contracts.ts';
import {
  identityImageMediaTypes,
  identityStateSchema,
  identitySubmissionSchema,
} from './identity-contracts.ts';
import {
  limitCurrencyParamsSchema,
  senderLimitBodySchema,
  senderLimitListSchema,
  senderLimitSchema,
} from './limit-contracts.ts';
import {
  adminClaimListSchema,
  adminClaimSchema,
  adminRefundListSchema,
  adminRefundSchema,
  claimAnswerBodySchema,
  claimIdParamsSchema,
  openOrDoneQuerySchema,
  refundDoneBodySchema,
  refundReferenceParamsSchema,
} from './refund-claim-admin-contracts.ts';
import {
  sanctionsImportQuerySchema,
  sanctionsImportResultSchema,
  sanctionsListVersionsSchema,
} from './sanctions-admin-contracts.ts';
import { signalsSchema } from './signal-contracts.ts';

/** The multipart field the identity form and the list upload carry their file in. */
const complianceUploadField = 'file';

/** The sender's side of compliance: the disclosure, identity verification, error claims. */
export const complianceSenderCalls = {
  ...defineCalls(
    { tags: ['calculator'] },
    {
      'POST /api/disclosure': {
        summary: 'What the sender agrees to before paying: amounts, fees, rate, availability',
        body: calcMoneySentBodySchema,
        response: disclosureSchema,
        errors: [429],
      },
    },
  ),
  ...defineCalls(
    { access: 'session', tags: ['identity'] },
    {
      'GET /api/identity': {
        summary: "The sender's identity verification: needed now, latest submission, verified",
        response: identityStateSchema,
      },
      'POST /api/identity': {
        summary: 'Submit date of birth, address, an ID document and its photo for review',
        upload: complianceUploadField,
        uploadJson: { data: identitySubmissionSchema },
        response: identityStateSchema,
        errors: [409, 429],
      },
      'POST /api/orders/:reference/claims': {
        summary: 'Report an error on a paid transfer (within 180 days of its availability)',
        tags: ['transfers'],
        params: transferReferenceParamsSchema,
        body: claimBodySchema,
        response: claimSchema,
        status: 201,
        errors: [409, 429],
      },
    },
  ),
};

/**
 * What screening and the limits rest on (the list, the threshold, the limits, the identity
 * threshold, the regulators): admins only, with a second factor proven in the last 5 minutes.
 * Operators keep deciding holds, identities, refunds and claims.
 */
const complianceControl = { access: 'admin', stepUp: true } as const;

/** The console's Compliance screen. */
export const complianceAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: compliance'] },
  {
    'GET /api/admin/identity-documents/:id': {
      summary: 'The photo of an ID document (each view audited)',
      params: identityIdParamsSchema,
      file: identityImageMediaTypes,
    },
    'GET /api/admin/compliance/settings': {
      summary: 'Screening threshold, SDN list URL, identity threshold, regulators, signals',
      response: complianceSettingsSchema,
    },
    'PUT /api/admin/compliance/settings': {
      ...complianceControl,
      summary: 'Change the compliance settings (audited)',
      body: complianceSettingsBodySchema,
      response: complianceSettingsSchema,
    },
    'GET /api/admin/compliance/sanctions-lists': {
      summary: 'Imported versions of the SDN list, newest (the one screening uses) first',
      response: sanctionsListVersionsSchema,
    },
    'POST /api/admin/compliance/sanctions-lists': {
      ...complianceControl,
      summary: "Import Treasury's sdn.csv (or a gzip of it); open orders are screened again",
      description:
        'A list with under half the entries of the one in force answers 409 `sanctions_list_smaller` unless `confirm_smaller=true` is sent.',
      query: sanctionsImportQuerySchema,
      upload: complianceUploadField,
      response: sanctionsImportResultSchema,
      errors: [409],
    },
    'POST /api/admin/compliance/sanctions-lists/fetch': {
      ...complianceControl,
      summary: "Download the list from the settings' URL now and import it if it changed",
      description:
        'Only from the hosts `SANCTIONS_LIST_HOSTS` allows, never from a loopback, private, link-local or metadata address (checked after DNS and after each redirect); 502 `sanctions_fetch_failed` says no more than that the list could not be fetched. 409 `sanctions_list_smaller` as for an upload.',
      query: sanctionsImportQuerySchema,
      response: sanctionsImportResultSchema,
      errors: [409, 502],
    },
    'GET /api/admin/compliance/holds': {
      summary: 'Open compliance holds with their orders, oldest first',
      query: adminHoldQuerySchema,
      response: adminHoldQueueSchema,
    },
    'POST /api/admin/compliance/holds/:id/decision': {
      summary: 'Clear a possible sanctions match (false positive) or block the order (audited)',
      params: holdIdParamsSchema,
      body: holdDecisionBodySchema,
      response: adminHoldQueueItemSchema,
      errors: [409],
    },
    'GET /api/admin/compliance/limits': {
      summary: 'Per-transfer, 24-hour and 30-day limits per currency',
      response: senderLimitListSchema,
    },
    'PUT /api/admin/compliance/limits/:currency': {
      ...complianceControl,
      summary: "Set a currency's limits and USD value (audited; the next quote uses them)",
      params: limitCurrencyParamsSchema,
      body: senderLimitBodySchema,
      response: senderLimitSchema,
      errors: [409],
    },
    'DELETE /api/admin/compliance/limits/:currency': {
      ...complianceControl,
      summary: "Remove a currency's limits (audited)",
      params: limitCurrencyParamsSchema,
      noContent: 'Removed',
    },
    'GET /api/admin/compliance/identity': {
      summary: 'Identity submissions of one status (pending first in line), newest first',
      query: adminIdentityQuerySchema,
      response: adminIdentityListSchema,
    },
    'POST /api/admin/compliance/identity/:id/decision': {
      summary: 'Approve or reject (with a reason) a submission; the sender is mailed (audited)',
      params: identityIdParamsSchema,
      body: identityDecisionBodySchema,
      response: adminIdentitySchema,
      errors: [409],
    },
    'GET /api/admin/compliance/signals': {
      summary: 'Orders just under a limit, shared receivers, senders paying many receivers',
      response: signalsSchema,
    },
    'GET /api/admin/compliance/refunds': {
      summary: 'Refunds owed (oldest first) or sent (newest first)',
      query: openOrDoneQuerySchema,
      response: adminRefundListSchema,
    },
    'POST /api/admin/compliance/refunds/:reference/refunded': {
      summary: 'Record that a refund was sent; the sender is mailed (audited)',
      params: refundReferenceParamsSchema,
      body: refundDoneBodySchema,
      response: adminRefundSchema,
      errors: [409],
    },
    'GET /api/admin/compliance/claims': {
      summary: 'Error claims: open ones by deadline, or answered ones',
      query: openOrDoneQuerySchema,
      response: adminClaimListSchema,
    },
    'POST /api/admin/compliance/claims/:id/answer': {
      summary: 'Answer a claim (error corrected, or none found); the sender is mailed (audited)',
      params: claimIdParamsSchema,
      body: claimAnswerBodySchema,
      response: adminClaimSchema,
      errors: [409],
    },
  },
);

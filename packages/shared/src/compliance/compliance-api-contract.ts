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
import { identityStateSchema } from './identity-contracts.ts';
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
  sanctionsImportResultSchema,
  sanctionsListVersionsSchema,
} from './sanctions-admin-contracts.ts';
import { signalsSchema } from './signal-contracts.ts';

/**
 * The compliance calls' contracts: `api-contract.ts` spreads them into its table, which holds
 * them to `RouteContract` like every other call.
 */
export const complianceApiContract = {
  'POST /api/disclosure': { body: calcMoneySentBodySchema, response: disclosureSchema },
  'GET /api/identity': { response: identityStateSchema },
  'POST /api/identity': { response: identityStateSchema },
  'GET /api/identity-documents/:id': { params: identityIdParamsSchema },
  'POST /api/orders/:reference/claims': {
    params: transferReferenceParamsSchema,
    body: claimBodySchema,
    response: claimSchema,
    status: 201,
  },
  'GET /api/admin/compliance/settings': { response: complianceSettingsSchema },
  'PUT /api/admin/compliance/settings': {
    body: complianceSettingsBodySchema,
    response: complianceSettingsSchema,
  },
  'GET /api/admin/compliance/sanctions-lists': { response: sanctionsListVersionsSchema },
  'POST /api/admin/compliance/sanctions-lists': { response: sanctionsImportResultSchema },
  'POST /api/admin/compliance/sanctions-lists/fetch': { response: sanctionsImportResultSchema },
  'GET /api/admin/compliance/holds': {
    query: adminHoldQuerySchema,
    response: adminHoldQueueSchema,
  },
  'POST /api/admin/compliance/holds/:id/decision': {
    params: holdIdParamsSchema,
    body: holdDecisionBodySchema,
    response: adminHoldQueueItemSchema,
  },
  'GET /api/admin/compliance/limits': { response: senderLimitListSchema },
  'PUT /api/admin/compliance/limits/:currency': {
    params: limitCurrencyParamsSchema,
    body: senderLimitBodySchema,
    response: senderLimitSchema,
  },
  'DELETE /api/admin/compliance/limits/:currency': {
    params: limitCurrencyParamsSchema,
    status: 204,
  },
  'GET /api/admin/compliance/identity': {
    query: adminIdentityQuerySchema,
    response: adminIdentityListSchema,
  },
  'POST /api/admin/compliance/identity/:id/decision': {
    params: identityIdParamsSchema,
    body: identityDecisionBodySchema,
    response: adminIdentitySchema,
  },
  'GET /api/admin/compliance/signals': { response: signalsSchema },
  'GET /api/admin/compliance/refunds': {
    query: openOrDoneQuerySchema,
    response: adminRefundListSchema,
  },
  'POST /api/admin/compliance/refunds/:reference/refunded': {
    params: refundReferenceParamsSchema,
    body: refundDoneBodySchema,
    response: adminRefundSchema,
  },
  'GET /api/admin/compliance/claims': {
    query: openOrDoneQuerySchema,
    response: adminClaimListSchema,
  },
  'POST /api/admin/compliance/claims/:id/answer': {
    params: claimIdParamsSchema,
    body: claimAnswerBodySchema,
    response: adminClaimSchema,
  },
} as const;

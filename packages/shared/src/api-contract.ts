import type { z } from 'zod';
import {
  activateBodySchema,
  activateResponseSchema,
  authUserSchema,
  checkUserResponseSchema,
  logoutResponseSchema,
  resendActivationBodySchema,
  resendActivationResponseSchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
} from './accounts/auth-contracts.ts';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  checkTokenBodySchema,
  checkTokenResponseSchema,
  resetPasswordBodySchema,
} from './accounts/password-reset-contracts.ts';
import {
  deactivateAccountBodySchema,
  updateNameBodySchema,
  updatePasswordBodySchema,
} from './accounts/profile-contracts.ts';
import {
  adminAgentListSchema,
  adminAgentSchema,
  agentInvitationBodySchema,
  agentParamsSchema,
  agentSettlementBodySchema,
  agentSettlementResponseSchema,
  agentTermsSchema,
  createAgentBodySchema,
} from './admin/agent-admin-contracts.ts';
import { auditPageSchema, auditQuerySchema } from './admin/audit-contracts.ts';
import {
  cardPrefixListBodySchema,
  cardPrefixListParamsSchema,
  cardPrefixListResponseSchema,
} from './admin/card-prefix-admin-contracts.ts';
import { dashboardSchema, dateRangeQuerySchema } from './admin/dashboard-contracts.ts';
import {
  adminDestinationListSchema,
  adminDestinationSchema,
  destinationBodySchema,
  destinationParamsSchema,
} from './admin/destination-admin-contracts.ts';
import {
  adminJobListSchema,
  adminJobSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
} from './admin/job-admin-contracts.ts';
import {
  adminContactMessageListSchema,
  adminContactMessageSchema,
  adminGatewayListSchema,
  adminGatewaySchema,
  adminReceivingAccountListSchema,
  adminReceivingAccountSchema,
  adminWalletListSchema,
  adminWalletSchema,
  contactMessageParamsSchema,
  gatewayBodySchema,
  gatewayParamsSchema,
  numericIdParamsSchema,
  receivingAccountBodySchema,
  walletBodySchema,
} from './admin/operator-accounts-contracts.ts';
import {
  adminOrderDetailSchema,
  adminOrderSummaryListSchema,
  adminOrdersQuerySchema,
  orderActionBodySchema,
  orderReferenceParamsSchema,
} from './admin/order-admin-contracts.ts';
import { orderExpirySettingsSchema } from './admin/order-expiry-contracts.ts';
import {
  adminDeliveryOptionListSchema,
  adminDeliveryOptionSchema,
  cryptoPriceBodySchema,
  cryptoPriceListSchema,
  cryptoPriceParamsSchema,
  cryptoPriceSchema,
  currencyRouteListSchema,
  currencyRouteParamsSchema,
  currencyRouteSchema,
  currencyRouteTermsSchema,
  deliveryOptionBodySchema,
  deliveryOptionParamsSchema,
  paymentCurrencyListSchema,
} from './admin/pricing-admin-contracts.ts';
import {
  createStaffBodySchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffParamsSchema,
  updateStaffBodySchema,
} from './admin/staff-contracts.ts';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  agentCommissionsResponseSchema,
  agentProfileSchema,
  agentTransferParamsSchema,
  agentTransferSchema,
  agentTransfersQuerySchema,
  agentTransfersResponseSchema,
  checkInvitationBodySchema,
  checkInvitationResponseSchema,
} from './agents/agent-contracts.ts';
import type { ApiMethod, ApiRoute, FilledPath } from './api-routes.ts';
import { contactBodySchema, contactResponseSchema } from './contact/contact-contracts.ts';
import { cardPrefixListsSchema } from './contact-info/card-prefix.ts';
import { csrfTokenResponseSchema } from './csrf-contracts.ts';
import { healthResponseSchema, readyResponseSchema } from './health-contracts.ts';
import {
  getGatewaysQuerySchema,
  getGatewaysResponseSchema,
  getWalletAddressQuerySchema,
  walletSchema,
} from './orders/checkout-data-contracts.ts';
import {
  confirmCryptoPaymentBodySchema,
  confirmFiatPaymentBodySchema,
  confirmPaymentResponseSchema,
} from './orders/confirm-payment-contracts.ts';
import {
  createOrderBodySchema,
  createOrderResponseSchema,
} from './orders/create-order-contracts.ts';
import { paymentCallbackParamsSchema } from './orders/payment-callback-contracts.ts';
import {
  calcMoneySentBodySchema,
  calcMoneySentResponseSchema,
  checkUserUrlBodySchema,
  checkUserUrlResponseSchema,
  getCurrenciesQuerySchema,
  getCurrenciesResponseSchema,
} from './pricing/contracts.ts';
import {
  createRateAlertBodySchema,
  listRateAlertsResponseSchema,
  rateAlertIdParamsSchema,
  rateAlertSchema,
  unsubscribeRateAlertBodySchema,
  unsubscribeRateAlertResponseSchema,
} from './rate-alerts/rate-alert-contracts.ts';
import { siteDataSchema } from './site-data.ts';
import { uploadProofResponseSchema } from './transfers/proof-contracts.ts';
import { receiptSchema } from './transfers/receipt-contracts.ts';
import {
  listReceiversResponseSchema,
  receiverIdParamsSchema,
} from './transfers/receiver-contracts.ts';
import {
  listTransfersQuerySchema,
  listTransfersResponseSchema,
  paymentLinkResponseSchema,
  transferDetailSchema,
  transferReferenceParamsSchema,
} from './transfers/transfer-contracts.ts';

/**
 * What each call of the route table takes and answers: its path parameters, query, JSON body and
 * the JSON of its success answer (200 unless `status` says 201, or 204 with no body). A call that
 * takes a file (multipart) names no body; one that answers a file or text (PDF, image, CSV,
 * metrics, a gateway's own reply) names no response. The server refuses to start when a route's
 * schemas are not these very objects (plugins/route-contract.ts), and the web's api client types
 * each call's answer from here: one definition serves both sides and the OpenAPI document.
 */
export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: 201 | 204;
}

export const apiContract = {
  'POST /api/auth/activate': { body: activateBodySchema, response: activateResponseSchema },
  'POST /api/auth/resend-activation': {
    body: resendActivationBodySchema,
    response: resendActivationResponseSchema,
  },
  'POST /api/auth/agent-invitation': {
    body: acceptInvitationBodySchema,
    response: acceptInvitationResponseSchema,
  },
  'POST /api/auth/agent-invitation/check': {
    body: checkInvitationBodySchema,
    response: checkInvitationResponseSchema,
  },
  'POST /api/auth/checkUser': { response: checkUserResponseSchema },
  'POST /api/auth/logout': { response: logoutResponseSchema },
  'POST /api/auth/sign_up': { body: signUpBodySchema, response: logoutResponseSchema },
  'POST /api/auth/signin': { body: signInBodySchema, response: signInResponseSchema },
  'GET /api/auth/user': { response: authUserSchema },
  'POST /api/calc_money_sent': {
    body: calcMoneySentBodySchema,
    response: calcMoneySentResponseSchema,
  },
  'GET /api/card-prefixes': { response: cardPrefixListsSchema },
  'POST /api/check_user_url': {
    body: checkUserUrlBodySchema,
    response: checkUserUrlResponseSchema,
  },
  'GET /api/csrf': { response: csrfTokenResponseSchema },
  'GET /api/site': { response: siteDataSchema },
  'POST /api/user/deactivate-account': {
    body: deactivateAccountBodySchema,
    response: logoutResponseSchema,
  },
  'POST /api/user/update-name': { body: updateNameBodySchema, response: logoutResponseSchema },
  'POST /api/user/update-password': {
    body: updatePasswordBodySchema,
    response: logoutResponseSchema,
  },
  'POST /change-password': {
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  },
  'POST /check-token': { body: checkTokenBodySchema, response: checkTokenResponseSchema },
  'POST /confirm_crypto_payment': {
    body: confirmCryptoPaymentBodySchema,
    response: confirmPaymentResponseSchema,
  },
  'POST /confirm_fiat_payment': {
    body: confirmFiatPaymentBodySchema,
    response: confirmPaymentResponseSchema,
  },
  'POST /contact': { body: contactBodySchema, response: contactResponseSchema },
  'POST /create_order': { body: createOrderBodySchema, response: createOrderResponseSchema },
  'GET /get_currencies': { query: getCurrenciesQuerySchema, response: getCurrenciesResponseSchema },
  'GET /get_gateways': { query: getGatewaysQuerySchema, response: getGatewaysResponseSchema },
  'GET /get_wallet_address': { query: getWalletAddressQuerySchema, response: walletSchema },
  'GET /healthz': { response: healthResponseSchema },
  'GET /metrics': {},
  'POST /payments/callback/:gateway': { params: paymentCallbackParamsSchema },
  'GET /readyz': { response: readyResponseSchema },
  'POST /reset-password': { body: resetPasswordBodySchema, response: logoutResponseSchema },
  'GET /api/orders': { query: listTransfersQuerySchema, response: listTransfersResponseSchema },
  'GET /api/orders/:reference': {
    params: transferReferenceParamsSchema,
    response: transferDetailSchema,
  },
  'POST /api/orders/:reference/cancel': {
    params: transferReferenceParamsSchema,
    response: transferDetailSchema,
  },
  'POST /api/orders/:reference/payment-link': {
    params: transferReferenceParamsSchema,
    response: paymentLinkResponseSchema,
  },
  'GET /api/orders/:reference/delivery-proof': { params: transferReferenceParamsSchema },
  'GET /api/orders/:reference/proof': { params: transferReferenceParamsSchema },
  'POST /api/orders/:reference/proof': {
    params: transferReferenceParamsSchema,
    response: uploadProofResponseSchema,
  },
  'GET /api/orders/:reference/receipt': {
    params: transferReferenceParamsSchema,
    response: receiptSchema,
  },
  'GET /api/orders/:reference/receipt.pdf': { params: transferReferenceParamsSchema },
  'GET /api/rate-alerts': { response: listRateAlertsResponseSchema },
  'POST /api/rate-alerts': {
    body: createRateAlertBodySchema,
    response: rateAlertSchema,
    status: 201,
  },
  'DELETE /api/rate-alerts/:id': { params: rateAlertIdParamsSchema, status: 204 },
  'POST /api/rate-alerts/unsubscribe': {
    body: unsubscribeRateAlertBodySchema,
    response: unsubscribeRateAlertResponseSchema,
  },
  'GET /api/receivers': { response: listReceiversResponseSchema },
  'DELETE /api/receivers/:id': { params: receiverIdParamsSchema, status: 204 },
  'GET /api/agent/me': { response: agentProfileSchema },
  'GET /api/agent/commissions': { response: agentCommissionsResponseSchema },
  'GET /api/agent/transfers': {
    query: agentTransfersQuerySchema,
    response: agentTransfersResponseSchema,
  },
  'GET /api/agent/transfers.csv': { query: agentTransfersQuerySchema },
  'GET /api/agent/transfers/:reference': {
    params: agentTransferParamsSchema,
    response: agentTransferSchema,
  },
  'GET /api/admin/agents': { response: adminAgentListSchema },
  'POST /api/admin/agents': { body: createAgentBodySchema, response: adminAgentSchema },
  'PUT /api/admin/agents/:hash': {
    params: agentParamsSchema,
    body: agentTermsSchema,
    response: adminAgentSchema,
  },
  'GET /api/admin/agents/:hash/commissions': {
    params: agentParamsSchema,
    response: agentCommissionsResponseSchema,
  },
  'POST /api/admin/agents/:hash/invitation': {
    params: agentParamsSchema,
    body: agentInvitationBodySchema,
    response: adminAgentSchema,
  },
  'POST /api/admin/agents/:hash/settlements': {
    params: agentParamsSchema,
    body: agentSettlementBodySchema,
    response: agentSettlementResponseSchema,
  },
  'GET /api/admin/audit': { query: auditQuerySchema, response: auditPageSchema },
  'GET /api/admin/card-prefixes': { response: cardPrefixListsSchema },
  'PUT /api/admin/card-prefixes/:list': {
    params: cardPrefixListParamsSchema,
    body: cardPrefixListBodySchema,
    response: cardPrefixListResponseSchema,
  },
  'GET /api/admin/contact-messages': { response: adminContactMessageListSchema },
  'GET /api/admin/dashboard': { query: dateRangeQuerySchema, response: dashboardSchema },
  'POST /api/admin/contact-messages/:id/handled': {
    params: contactMessageParamsSchema,
    response: adminContactMessageSchema,
  },
  'GET /api/admin/destinations': { response: adminDestinationListSchema },
  'PUT /api/admin/destinations/:code': {
    params: destinationParamsSchema,
    body: destinationBodySchema,
    response: adminDestinationSchema,
  },
  'GET /api/admin/gateways': { response: adminGatewayListSchema },
  'PUT /api/admin/gateways/:name': {
    params: gatewayParamsSchema,
    body: gatewayBodySchema,
    response: adminGatewaySchema,
  },
  'GET /api/admin/jobs': { query: jobListQuerySchema, response: adminJobListSchema },
  'POST /api/admin/jobs/:id/retry': { params: jobIdParamsSchema, response: adminJobSchema },
  'GET /api/admin/me': { response: staffMeSchema },
  'GET /api/admin/order-expiry': { response: orderExpirySettingsSchema },
  'PUT /api/admin/order-expiry': {
    body: orderExpirySettingsSchema,
    response: orderExpirySettingsSchema,
  },
  'GET /api/admin/orders': { query: adminOrdersQuerySchema, response: adminOrderSummaryListSchema },
  'GET /api/admin/orders/export.csv': { query: dateRangeQuerySchema },
  'GET /api/admin/orders/:reference': {
    params: orderReferenceParamsSchema,
    response: adminOrderDetailSchema,
  },
  'POST /api/admin/orders/:reference/actions': {
    params: orderReferenceParamsSchema,
    body: orderActionBodySchema,
    response: adminOrderDetailSchema,
  },
  'POST /api/admin/orders/:reference/attention/resolve': {
    params: orderReferenceParamsSchema,
    response: adminOrderDetailSchema,
  },
  'GET /api/admin/orders/:reference/delivery-proof': { params: orderReferenceParamsSchema },
  'POST /api/admin/orders/:reference/delivery-proof': {
    params: orderReferenceParamsSchema,
    status: 204,
  },
  'GET /api/admin/orders/:reference/proof': { params: orderReferenceParamsSchema },
  'GET /api/admin/pricing/crypto-prices': { response: cryptoPriceListSchema },
  'PUT /api/admin/pricing/crypto-prices/:currency': {
    params: cryptoPriceParamsSchema,
    body: cryptoPriceBodySchema,
    response: cryptoPriceSchema,
  },
  'GET /api/admin/pricing/currencies': { response: paymentCurrencyListSchema },
  'GET /api/admin/pricing/delivery-options': { response: adminDeliveryOptionListSchema },
  'POST /api/admin/pricing/delivery-options': {
    body: deliveryOptionBodySchema,
    response: adminDeliveryOptionSchema,
  },
  'PUT /api/admin/pricing/delivery-options/:id': {
    params: deliveryOptionParamsSchema,
    body: deliveryOptionBodySchema,
    response: adminDeliveryOptionSchema,
  },
  'GET /api/admin/pricing/routes': { response: currencyRouteListSchema },
  'PUT /api/admin/pricing/routes/:payment/:destination': {
    params: currencyRouteParamsSchema,
    body: currencyRouteTermsSchema,
    response: currencyRouteSchema,
  },
  'GET /api/admin/receiving-accounts': { response: adminReceivingAccountListSchema },
  'POST /api/admin/receiving-accounts': {
    body: receivingAccountBodySchema,
    response: adminReceivingAccountSchema,
  },
  'PUT /api/admin/receiving-accounts/:id': {
    params: numericIdParamsSchema,
    body: receivingAccountBodySchema,
    response: adminReceivingAccountSchema,
  },
  'GET /api/admin/staff': { response: staffMemberListSchema },
  'POST /api/admin/staff': { body: createStaffBodySchema, response: staffMemberSchema },
  'PUT /api/admin/staff/:id': {
    params: staffParamsSchema,
    body: updateStaffBodySchema,
    response: staffMemberSchema,
  },
  'GET /api/admin/wallets': { response: adminWalletListSchema },
  'POST /api/admin/wallets': { body: walletBodySchema, response: adminWalletSchema },
  'PUT /api/admin/wallets/:id': {
    params: numericIdParamsSchema,
    body: walletBodySchema,
    response: adminWalletSchema,
  },
} as const satisfies Record<ApiRoute, RouteContract>;

export type ApiContract = typeof apiContract;

/** The routes whose pattern a path fits (`/api/orders/GR-1` fits `GET /api/orders/:reference`). */
type Fitting<Method extends ApiMethod, Path extends string> = {
  [Route in ApiRoute]: Route extends `${Method} ${infer Pattern}`
    ? Path extends FilledPath<Pattern>
      ? Route
      : never
    : never;
}[ApiRoute];

/**
 * Of those, the one written exactly as the path's type: `/api/orders/${string}/receipt` also fits
 * `/api/orders/:reference` (a parameter's `${string}` may hold a slash), but is the receipt.
 */
type Exact<Method extends ApiMethod, Path extends string> = {
  [Route in Fitting<Method, Path>]: Route extends `${Method} ${infer Pattern}`
    ? FilledPath<Pattern> extends Path
      ? Route
      : never
    : never;
}[Fitting<Method, Path>];

type RouteFor<Method extends ApiMethod, Path extends string> = [Exact<Method, Path>] extends [never]
  ? Fitting<Method, Path>
  : Exact<Method, Path>;

/** What the server answers a call with: the contract's response, or nothing (204, files). */
export type ApiAnswer<Method extends ApiMethod, Path extends string> = ApiContract[RouteFor<
  Method,
  Path
>] extends { response: infer Answer extends z.ZodType }
  ? z.output<Answer>
  : undefined;

/** What a call sends: the contract's JSON body as a caller writes it, or a file (multipart). */
export type ApiBody<Method extends ApiMethod, Path extends string> = ApiContract[RouteFor<
  Method,
  Path
>] extends { body: infer Body extends z.ZodType }
  ? z.input<Body>
  : FormData | undefined;

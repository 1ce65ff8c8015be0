import type { z } from 'zod';
import { accountCalls } from './accounts/account-calls.ts';
import { secondStepCalls, securityCalls } from './accounts/security-calls.ts';
import { agentAdminCalls } from './admin/agent-admin-calls.ts';
import { consoleCalls } from './admin/console-calls.ts';
import { moneyChangeAdminCalls, moneyChangeLinkCalls } from './admin/money-change-calls.ts';
import { orderAdminCalls, orderFileCalls } from './admin/order-admin-calls.ts';
import {
  gatewayAdminCalls,
  receivingAccountAdminCalls,
  walletAdminCalls,
} from './admin/payment-setup-calls.ts';
import { destinationAdminCalls, pricingAdminCalls } from './admin/pricing-admin-calls.ts';
import { staffCalls, staffInvitationCalls } from './admin/staff-calls.ts';
import { agentInvitationCalls, agentPageCalls } from './agents/agent-calls.ts';
import type { ApiMethod } from './api-call.ts';
import { complianceAdminCalls, complianceSenderCalls } from './compliance/compliance-calls.ts';
import { screeningAdminCalls } from './compliance/screening-admin-calls.ts';
import { contactCalls } from './contact/contact-calls.ts';
import { orderCalls } from './orders/order-calls.ts';
import { pricingCalls } from './pricing/pricing-calls.ts';
import { rateAlertCalls } from './rate-alerts/rate-alert-calls.ts';
import { reconciliationCalls } from './reconciliation/reconciliation-calls.ts';
import { siteCalls } from './site-calls.ts';
import { transferCalls } from './transfers/transfer-calls.ts';

export type { ApiMethod } from './api-call.ts';

/**
 * Every HTTP call Giro's server answers (the spec's call table and Giro's own), keyed
 * `METHOD /path` with `:name` parameters, each defined once beside its feature (`*-calls.ts`,
 * see api-call.ts). The server registers each route from its entry, the web's api client takes
 * only these paths and types their bodies and answers from here, the dev server proxies exactly
 * these, and the OpenAPI document describes them.
 */
export const apiContract = {
  ...siteCalls,
  ...accountCalls,
  ...secondStepCalls,
  ...securityCalls,
  ...agentInvitationCalls,
  ...pricingCalls,
  ...contactCalls,
  ...orderCalls,
  ...transferCalls,
  ...rateAlertCalls,
  ...agentPageCalls,
  ...consoleCalls,
  ...pricingAdminCalls,
  ...destinationAdminCalls,
  ...agentAdminCalls,
  ...orderAdminCalls,
  ...orderFileCalls,
  ...receivingAccountAdminCalls,
  ...walletAdminCalls,
  ...gatewayAdminCalls,
  ...staffCalls,
  ...staffInvitationCalls,
  ...moneyChangeAdminCalls,
  ...moneyChangeLinkCalls,
  ...complianceSenderCalls,
  ...complianceAdminCalls,
  ...screeningAdminCalls,
  ...reconciliationCalls,
};

export type ApiContract = typeof apiContract;
export type ApiRoute = keyof ApiContract;

/** The route table: every call's `METHOD /path`. */
export const apiRoutes = Object.keys(apiContract) as ApiRoute[];

type RoutePath<Method extends ApiMethod, Route = ApiRoute> = Route extends `${Method} ${infer Path}`
  ? Path
  : never;

/**
 * `/api/orders/:reference/cancel` → `/api/orders/${string}/cancel`: what a caller writes. A type
 * cannot say "no slash", so a parameter stands for any text; the server still answers 404.
 */
type FilledPath<Path extends string> = Path extends `${infer Head}:${infer _Name}/${infer Tail}`
  ? `${Head}${string}/${FilledPath<Tail>}`
  : Path extends `${infer Head}:${infer _Name}`
    ? `${Head}${string}`
    : Path;

/** A concrete path the server answers with `Method` (parameters filled in). */
export type ApiPath<Method extends ApiMethod> = FilledPath<RoutePath<Method>>;

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

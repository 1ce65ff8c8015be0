import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from '../audit/audit-routes.ts';
import { agentsAdminRoutes } from './agents/agents-admin-routes.ts';
import { cardPrefixesAdminRoutes } from './card-prefixes/card-prefixes-admin-routes.ts';
import { claimsAdminRoutes } from './compliance/claims-admin-routes.ts';
import { complianceSettingsAdminRoutes } from './compliance/compliance-settings-admin-routes.ts';
import { holdsAdminRoutes } from './compliance/holds-admin-routes.ts';
import { identityAdminRoutes } from './compliance/identity-admin-routes.ts';
import { identityImageRoutes } from './compliance/identity-image-routes.ts';
import { limitsAdminRoutes } from './compliance/limits-admin-routes.ts';
import { refundsAdminRoutes } from './compliance/refunds-admin-routes.ts';
import { sanctionsAdminRoutes } from './compliance/sanctions-admin-routes.ts';
import { screeningAdminRoutes } from './compliance/screening-admin-routes.ts';
import { signalsAdminRoutes } from './compliance/signals-admin-routes.ts';
import { contactMessagesAdminRoutes } from './contact-messages/contact-messages-admin-routes.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { jobsAdminRoutes } from './jobs/jobs-admin-routes.ts';
import { meRoutes } from './me-routes.ts';
import { moneyChangeAdminRoutes } from './money-changes/money-change-routes.ts';
import { deliveryProofAdminRoutes } from './orders/delivery-proof-admin-routes.ts';
import { orderExpiryAdminRoutes } from './orders/order-expiry-admin-routes.ts';
import { orderFileLinkAdminRoutes } from './orders/order-file-links.ts';
import { ordersAdminRoutes } from './orders/orders-admin-routes.ts';
import { ordersExportRoutes } from './orders/orders-export-routes.ts';
import { gatewaysAdminRoutes } from './payment-setup/gateways-admin-routes.ts';
import { receivingAccountsAdminRoutes } from './payment-setup/receiving-accounts-admin-routes.ts';
import { walletsAdminRoutes } from './payment-setup/wallets-admin-routes.ts';
import { destinationsAdminRoutes } from './pricing/destinations-admin-routes.ts';
import { pricingAdminRoutes } from './pricing/pricing-admin-routes.ts';
import { reconciliationAdminRoutes } from './reconciliation/reconciliation-admin-routes.ts';
import { sessionPolicyAdminRoutes } from './security/session-policy-admin-routes.ts';
import { staffRoutes } from './staff/staff-routes.ts';

/**
 * Every resource of the console: calls of shared's contract under /api/admin, each needing the
 * staff role its contract's `access` names. Add a resource with one line here.
 */
export const adminResources: readonly FastifyPluginAsyncZod[] = [
  meRoutes,
  dashboardRoutes,
  pricingAdminRoutes,
  destinationsAdminRoutes,
  agentsAdminRoutes,
  cardPrefixesAdminRoutes,
  staffRoutes,
  auditRoutes,
  ordersAdminRoutes,
  ordersExportRoutes,
  deliveryProofAdminRoutes,
  orderFileLinkAdminRoutes,
  orderExpiryAdminRoutes,
  receivingAccountsAdminRoutes,
  walletsAdminRoutes,
  gatewaysAdminRoutes,
  moneyChangeAdminRoutes,
  contactMessagesAdminRoutes,
  jobsAdminRoutes,
  complianceSettingsAdminRoutes,
  sanctionsAdminRoutes,
  screeningAdminRoutes,
  holdsAdminRoutes,
  limitsAdminRoutes,
  identityAdminRoutes,
  identityImageRoutes,
  signalsAdminRoutes,
  refundsAdminRoutes,
  claimsAdminRoutes,
  sessionPolicyAdminRoutes,
  reconciliationAdminRoutes,
];

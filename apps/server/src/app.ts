import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import { answerSerializerCompiler } from './lib/answer-serializer.ts';
import { loggerOptions } from './logger-options.ts';
import { accountsPlugin } from './modules/accounts/accounts-plugin.ts';
import { adminPlugin } from './modules/admin/admin-plugin.ts';
import { agentPagePlugin } from './modules/agent-page/agent-page-plugin.ts';
import { cardPrefixesPlugin } from './modules/card-prefixes/card-prefixes-plugin.ts';
import { compliancePlugin } from './modules/compliance/compliance-plugin.ts';
import { contactPlugin } from './modules/contact/contact-plugin.ts';
import { healthPlugin } from './modules/health/health-plugin.ts';
import { mailPlugin } from './modules/mail/mail-plugin.ts';
import { metricsPlugin } from './modules/metrics/metrics-plugin.ts';
import { openApiDocumentPlugin } from './modules/openapi/openapi-plugin.ts';
import { ordersPlugin } from './modules/orders/orders-plugin.ts';
import { paymentMethodsPlugin } from './modules/payment-methods/payment-methods-plugin.ts';
import { paymentCallbacksPlugin } from './modules/payments/payment-callbacks-plugin.ts';
import { paymentGatewaysPlugin } from './modules/payments/payment-gateways-plugin.ts';
import type { PaymentOrders } from './modules/payments/payment-orders.ts';
import { pricingPlugin } from './modules/pricing/pricing-plugin.ts';
import { rateAlertsPlugin } from './modules/rate-alerts/rate-alerts-plugin.ts';
import { receiversPlugin } from './modules/receivers/receivers-plugin.ts';
import { sitePlugin } from './modules/site/site-plugin.ts';
import { transfersPlugin } from './modules/transfers/transfers-plugin.ts';
import { walletsPlugin } from './modules/wallets/wallets-plugin.ts';
import { corePlugin } from './plugins/core.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import {
  answerFrameworkError,
  errorHandlerPlugin,
  notFoundHandlerPlugin,
} from './plugins/error-handler.ts';
import { jobsPlugin } from './plugins/jobs/jobs-plugin.ts';
import { languagePlugin } from './plugins/language.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { redisPlugin } from './plugins/redis.ts';
import { routeContractPlugin } from './plugins/route-contract.ts';
import { securityPlugin } from './plugins/security.ts';
import { sharedCachesPlugin } from './plugins/shared-caches.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';

export interface AppDeps {
  database: DatabaseHandle;
  /** The clock of every expiry (sessions, emailed links, orders); tests move it. */
  now?: () => Date;
  /** The orders side of payment callbacks (tests record them). */
  paymentOrders?: PaymentOrders;
  /** Run job handlers in this process (default true). */
  work?: boolean;
}

/**
 * Builds the whole application without listening; the caller owns the database's lifecycle.
 * Each plugin names the plugins it needs (fastify-plugin `dependencies`): registering one before
 * what it needs fails at start-up, so this list is also the order modules start in.
 */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config),
    // One hop: the visitor's address is the one the proxy in front appended to X-Forwarded-For;
    // whatever a visitor wrote there before is not believed (rate limits stay theirs).
    trustProxy: config.TRUST_PROXY ? (_address, hop) => hop === 0 : false,
    // A path the router cannot read (broken percent-encoding, an overlong parameter).
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  // The API speaks JSON only; anything else is answered 415.
  app.removeContentTypeParser('text/plain');

  // Infrastructure.
  await app.register(routeContractPlugin);
  await app.register(openApiPlugin);
  await app.register(corePlugin, { config, now: deps.now });
  await app.register(dbPlugin, { database: deps.database });
  await app.register(jobsPlugin, { work: deps.work });
  await app.register(sharedCachesPlugin);
  await app.register(redisPlugin);
  await app.register(securityPlugin);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(csrfPlugin);
  await app.register(textGuardPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin);

  // The operator's data and the services every module reads.
  await app.register(sitePlugin);
  await app.register(mailPlugin);
  await app.register(staticWebPlugin);
  await app.register(notFoundHandlerPlugin);
  await app.register(accountsPlugin);
  await app.register(cardPrefixesPlugin);
  await app.register(contactPlugin);
  await app.register(compliancePlugin);
  await app.register(pricingPlugin);
  await app.register(paymentGatewaysPlugin);
  await app.register(paymentMethodsPlugin);
  await app.register(walletsPlugin);
  await app.register(receiversPlugin);
  await app.register(rateAlertsPlugin);

  // Orders and what builds on them.
  await app.register(ordersPlugin);
  await app.register(paymentCallbacksPlugin, { orders: deps.paymentOrders });
  await app.register(transfersPlugin);
  await app.register(agentPagePlugin);
  await app.register(adminPlugin);
  await app.register(openApiDocumentPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

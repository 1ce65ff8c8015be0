import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountsRoutes } from './modules/accounts/accounts-routes.ts';
import { createSessionService } from './modules/accounts/session-service.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { cardPrefixesRoutes } from './modules/card-prefixes/card-prefixes-routes.ts';
import { createCardPrefixesService } from './modules/card-prefixes/card-prefixes-service.ts';
import { contactRoutes } from './modules/contact/contact-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { registerMailer } from './modules/mail/register-mailer.ts';
import { openApiRoutes } from './modules/openapi/openapi-routes.ts';
import { ordersPaymentSide, registerOrders } from './modules/orders/register-orders.ts';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods-routes.ts';
import { createPaymentMethodsService } from './modules/payment-methods/payment-methods-service.ts';
import type { PaymentOrders } from './modules/payments/payment-orders.ts';
import { registerPayments } from './modules/payments/register-payments.ts';
import { pricingRoutes } from './modules/pricing/pricing-routes.ts';
import { createPricingService } from './modules/pricing/pricing-service.ts';
import { siteRoutes } from './modules/site/site-routes.ts';
import { createSiteService } from './modules/site/site-service.ts';
import { registerTransfers } from './modules/transfers/register-transfers.ts';
import { walletsRoutes } from './modules/wallets/wallets-routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerDb } from './plugins/db.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export interface AppDeps {
  database: Pick<DatabaseHandle, 'db' | 'ping'>;
  /** The clock of expiry checks (sessions, emailed links); tests move it. */
  now?: () => Date;
  /** The orders side of payment callbacks (tests record them); see registerPayments. */
  paymentOrders?: PaymentOrders;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    ...(pretty && { transport: { target: 'pino-pretty' } }),
  };
}

/** Builds the whole application without listening; the caller owns the database's lifecycle. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is answered 415.
  app.removeContentTypeParser('text/plain');
  // Before any route: the OpenAPI document only sees routes added after it.
  await registerOpenApi(app);

  registerDb(app, deps.database.db);
  app.decorate('siteService', createSiteService(app.db, app.log));
  app.decorate('cardPrefixesService', createCardPrefixesService(app.db));
  app.decorate('paymentMethodsService', createPaymentMethodsService(app.db));
  registerMailer(app, config);
  app.decorate('pricingService', createPricingService(app.db));
  await registerSecurity(app, config);
  registerLanguage(app);
  registerCsrf(app, config);
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService({ db: app.db, now });
  registerAuth(app, sessions);
  const page = await registerStaticWeb(app, config);
  registerErrorHandler(app, { page });

  await app.register(healthRoutes, { ping: deps.database.ping });
  await app.register(siteRoutes);
  await app.register(cardPrefixesRoutes);
  await app.register(contactRoutes);
  await app.register(accountsRoutes, { config, sessions, now });
  await app.register(pricingRoutes, { rateLimit: config.PRICING_RATE_LIMIT });
  const paymentOrders = deps.paymentOrders ?? ordersPaymentSide(app);
  await registerPayments(app, config, { now, orders: paymentOrders });
  await app.register(paymentMethodsRoutes);
  await app.register(walletsRoutes);
  await registerOrders(app, config, { now });
  await registerTransfers(app, config, { now });
  await app.register(adminRoutes, { prefix: '/api/admin', now, dataDir: config.DATA_DIR });
  await app.register(openApiRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { siteRoutes } from './modules/site/site-routes.ts';
import { createSiteService } from './modules/site/site-service.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerDb } from './plugins/db.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export interface AppDeps {
  database: Pick<DatabaseHandle, 'db' | 'ping'>;
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

  registerDb(app, deps.database.db);
  app.decorate('siteService', createSiteService(app.db, app.log));
  await registerSecurity(app, config);
  registerLanguage(app);
  registerCsrf(app, config);
  const page = await registerStaticWeb(app, config);
  registerErrorHandler(app, { page });

  await app.register(healthRoutes, { ping: deps.database.ping });
  await app.register(siteRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

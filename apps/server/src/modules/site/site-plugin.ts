import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { siteRoutes } from './site-routes.ts';
import { createSiteService } from './site-service.ts';

const site: FastifyPluginAsync = async (app) => {
  app.decorate(
    'siteService',
    createSiteService(app.db, app.log, { demo: app.config.PAYMENTS_SANDBOX }),
  );
  await app.register(siteRoutes);
};

/** The operator's settings (name, contact, domain, locale): embedded in pages, used in mails. */
export const sitePlugin = fp(site, { name: 'site', dependencies: ['core', 'db'] });

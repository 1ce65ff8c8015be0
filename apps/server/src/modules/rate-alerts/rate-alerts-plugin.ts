import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createLinkSigner } from '../../lib/link-signer.ts';
import { rateAlertsRoutes } from './rate-alerts-routes.ts';
import { createRateAlertsService } from './rate-alerts-service.ts';
import { createRateCrossing, type RateCrossing } from './rate-crossing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Called by the console's rate change, in its transaction. */
    rateCrossing: RateCrossing;
  }
}

const rateAlerts: FastifyPluginAsync = async (app) => {
  const signer = createLinkSigner(app.config.LINK_SECRET);
  app.decorate('rateCrossing', createRateCrossing({ mail: app.mail, signer, now: app.now }));
  const service = createRateAlertsService({ db: app.db, signer });
  await app.register(rateAlertsRoutes, { rateAlerts: service });
};

/** Senders' rate alerts: managed in the profile, mailed when the operator's rate crosses them. */
export const rateAlertsPlugin = fp(rateAlerts, {
  name: 'rate-alerts',
  dependencies: ['core', 'db', 'auth', 'mail'],
});

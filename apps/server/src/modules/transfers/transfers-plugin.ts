import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { disclosureRoutes } from '../disclosures/disclosure-routes.ts';
import { linkOrigin } from '../mail/public-origin.ts';
import { createDeliveryProofs } from './delivery-proofs.ts';
import { createProofStore } from './proof-store.ts';
import { transfersRoutes } from './transfers-routes.ts';
import { createTransfersService } from './transfers-service.ts';

const transfers: FastifyPluginAsync = async (app) => {
  const proofs = createProofStore(app.db);
  const service = createTransfersService({
    db: app.db,
    now: app.now,
    orders: app.orders,
    proofs,
    site: () => app.siteService.getSiteData(),
    mail: app.mail,
    checks: app.orderChecks,
    regulators: async () => (await app.compliance.settings.read()).regulators,
    linkOrigin: (domainName) => linkOrigin(app.config, domainName),
  });
  const deliveryProofs = createDeliveryProofs({ db: app.db, proofs, now: app.now });
  await app.register(transfersRoutes, { transfers: service, deliveryProofs });
  await app.register(disclosureRoutes);
};

/**
 * 'Mis envíos': a sender's orders, their timeline, receipt, proof of payment, cancellation and
 * error claims.
 */
export const transfersPlugin = fp(transfers, {
  name: 'transfers',
  dependencies: ['core', 'db', 'auth', 'mail', 'orders', 'pricing', 'site', 'compliance'],
});

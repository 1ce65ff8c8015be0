import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pricingRoutes } from './pricing-routes.ts';
import { createPricingService } from './pricing-service.ts';

const pricing: FastifyPluginAsync = async (app) => {
  app.decorate('pricingService', app.sharedCache('pricing', createPricingService(app.db)));
  await app.register(pricingRoutes, { rateLimit: app.config.PRICING_RATE_LIMIT });
};

/** Currencies, routes, fees, agents' terms and quotes: the calculator's calls. */
export const pricingPlugin = fp(pricing, {
  name: 'pricing',
  dependencies: ['core', 'db', 'shared-caches', 'security'],
});

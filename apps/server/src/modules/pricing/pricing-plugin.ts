import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pricingRoutes } from './pricing-routes.ts';
import { createPricingService } from './pricing-service.ts';

const pricing: FastifyPluginAsync = async (app) => {
  const observeCache = (result: 'hit' | 'miss') => app.counters.quoteCache.inc({ result });
  app.decorate(
    'pricingService',
    app.sharedCache('pricing', createPricingService(app.db, { observeCache })),
  );
  await app.register(pricingRoutes, { rateLimit: app.config.PRICING_RATE_LIMIT });
};

/** Currencies, routes, fees, agents' terms and quotes: the calculator's calls. */
export const pricingPlugin = fp(pricing, {
  name: 'pricing',
  dependencies: ['core', 'db', 'shared-caches', 'metrics', 'security', 'compliance'],
});

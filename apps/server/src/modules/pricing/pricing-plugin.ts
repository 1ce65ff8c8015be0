import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pricingRoutes } from './pricing-routes.ts';
import { createPricingService } from './pricing-service.ts';
import { createQuoteCounter, type QuoteCounter, saveQuoteCounts } from './quote-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The funnel's quote counts, held in memory and written every few seconds. */
    quoteCounter: QuoteCounter;
  }
}

const pricing: FastifyPluginAsync = async (app) => {
  const observeCache = (result: 'hit' | 'miss') => app.counters.quoteCache.inc({ result });
  app.decorate(
    'pricingService',
    app.sharedCache('pricing', createPricingService(app.db, { observeCache })),
  );
  const quoteCounter = createQuoteCounter({
    save: saveQuoteCounts(app.db),
    now: app.now,
    log: app.log,
  });
  app.decorate('quoteCounter', quoteCounter);
  // A graceful shutdown closes the app once requests in flight are answered: counts held go out.
  app.addHook('onClose', () => quoteCounter.close());
  await app.register(pricingRoutes, { rateLimit: app.config.PRICING_RATE_LIMIT });
};

/** Currencies, routes, fees, agents' terms and quotes: the calculator's calls. */
export const pricingPlugin = fp(pricing, {
  name: 'pricing',
  dependencies: ['core', 'db', 'shared-caches', 'metrics', 'security', 'compliance'],
});

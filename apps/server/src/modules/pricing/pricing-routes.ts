import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { createQuoteCounter } from './quote-counter.ts';

export interface PricingRoutesOptions {
  /** Requests per minute per IP on each call (PRICING_RATE_LIMIT). */
  rateLimit: number;
}

/** The calculator's three calls (spec §7): currency list, agent check, quote. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (app, options) => {
  const config = { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } };
  const countQuote = createQuoteCounter({ db: app.db, now: app.now, log: app.log });

  route(app, 'GET /get_currencies', {
    config,
    handler: async (request) => app.pricingService.currencies(request.query.u, request.language),
  });

  route(app, 'POST /api/check_user_url', {
    config,
    handler: async (request) => app.pricingService.checkCustomer(request.body.p, request.language),
  });

  route(app, 'POST /api/calc_money_sent', {
    config,
    handler: async (request) => {
      const { quote } = await app.pricingService.quote(request.body);
      await countQuote(request.body.currency, request.body.destination_currency);
      return quote;
    },
  });
};

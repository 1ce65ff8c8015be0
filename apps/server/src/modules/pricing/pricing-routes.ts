import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';

export interface PricingRoutesOptions {
  /** Requests per minute per IP on each call (PRICING_RATE_LIMIT). */
  rateLimit: number;
}

/** The calculator's three calls (spec §7): currency list, agent check, quote. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (app, options) => {
  // A signed-in visitor's token is not looked up on every call (only the quote asks for it, and only
  // when a sender limit applies to its currency).
  const config = { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' }, session: false };

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
      const { quote, pricingCurrency } = await app.pricingService.quote(request.body);
      // The spec's call is anonymous: anyone meets the one-transfer limit, a signed-in sender
      // also what is left of their 24 hours and 30 days (the session looked up only for that).
      await app.compliance.limits.checkQuote(
        { currency: pricingCurrency, amount: quote.topay },
        async () => (await request.lookUpSession())?.id ?? null,
      );
      app.quoteCounter.count(request.body.currency, request.body.destination_currency);
      return quote;
    },
  });
};

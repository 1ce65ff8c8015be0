import {
  calcMoneySentBodySchema,
  calcMoneySentResponseSchema,
  checkUserUrlBodySchema,
  checkUserUrlResponseSchema,
  getCurrenciesQuerySchema,
  getCurrenciesResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createQuoteCounter } from './quote-counter.ts';

export interface PricingRoutesOptions {
  /** Requests per minute per IP on each call (PRICING_RATE_LIMIT). */
  rateLimit: number;
}

/** The calculator's three calls (spec §7): currency list, agent check, quote. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (app, options) => {
  const config = { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } };
  const countQuote = createQuoteCounter({ db: app.db, now: app.now, log: app.log });

  app.get(
    '/get_currencies',
    {
      config,
      schema: {
        summary: "Currencies and delivery options offered to an agent's customers",
        tags: ['calculator'],
        querystring: getCurrenciesQuerySchema,
        response: { 200: getCurrenciesResponseSchema },
      },
    },
    async (request) => app.pricingService.currencies(request.query.u, request.language),
  );

  app.post(
    '/api/check_user_url',
    {
      config,
      schema: {
        summary: 'Check an agent link and list its destinations',
        tags: ['calculator'],
        body: checkUserUrlBodySchema,
        response: { 200: checkUserUrlResponseSchema },
      },
    },
    async (request) => app.pricingService.checkCustomer(request.body.p, request.language),
  );

  app.post(
    '/api/calc_money_sent',
    {
      config,
      schema: {
        summary: 'Quote a remittance',
        tags: ['calculator'],
        body: calcMoneySentBodySchema,
        response: { 200: calcMoneySentResponseSchema },
      },
    },
    async (request) => {
      const { quote, pricingCurrency } = await app.pricingService.quote(request.body);
      // The spec's call is anonymous: anyone meets the one-transfer limit, a signed-in sender
      // also what is left of their 24 hours and 30 days.
      await app.compliance.limits.checkQuote({
        userId: request.user?.id ?? null,
        currency: pricingCurrency,
        amount: quote.topay,
      });
      await countQuote(request.body.currency, request.body.destination_currency);
      return quote;
    },
  );
};

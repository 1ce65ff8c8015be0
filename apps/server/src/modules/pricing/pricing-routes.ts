import {
  calcMoneySentBodySchema,
  calcMoneySentResponseSchema,
  checkUserUrlBodySchema,
  checkUserUrlResponseSchema,
  getCurrenciesQuerySchema,
  getCurrenciesResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface PricingRoutesOptions {
  /** Requests per minute per IP on each call (PRICING_RATE_LIMIT). */
  rateLimit: number;
}

/** The calculator's three calls (spec §7): currency list, agent check, quote. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (app, options) => {
  // No call here reads the sender's session: a signed-in visitor's token is not looked up.
  const config = { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' }, session: false };

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
      const { quote } = await app.pricingService.quote(request.body);
      app.quoteCounter.count(request.body.currency, request.body.destination_currency);
      return quote;
    },
  );
};

import { availableOn, cancelMinutes } from '@giro/shared/compliance/availability-date';
import { claimWindowDays } from '@giro/shared/compliance/claim-contracts';
import { deliveryCost } from '@giro/shared/pricing/breakdown';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { deliveryOptions } from '../pricing/pricing-tables.ts';

/**
 * POST /api/disclosure: the pre-payment disclosure of the Remittance Transfer Rule for a cart
 * (the quote's own inputs), priced by the server as create_order will price it, with the date
 * the money is available if paid now. Anonymous like the quote: it discloses prices only.
 */
export const disclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/disclosure', {
    config: { rateLimit: { max: app.config.PRICING_RATE_LIMIT, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { quote, pricingCurrency, deliveryId } = await app.pricingService.quote(request.body);
      const [option] = await app.db
        .select({
          days: deliveryOptions.availableWithinDays,
          es: deliveryOptions.intervalEs,
          en: deliveryOptions.intervalEn,
        })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.id, deliveryId ?? -1));
      return {
        pricing_currency: pricingCurrency,
        destination_currency: request.body.destination_currency,
        principal: quote.value,
        commission: quote.comision,
        delivery_cost: deliveryCost(quote),
        total: quote.topay,
        rate: quote.tasa,
        receiving: quote.receiving,
        available_on: availableOn(app.now(), option?.days ?? 3),
        delivery_interval: option === undefined ? null : option[request.language],
        cancel_minutes: cancelMinutes,
        claim_days: claimWindowDays,
      };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createPricingAdminService } from './pricing-admin-service.ts';

/** Routes (rates, commissions, limits), delivery options and crypto prices. */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing = createPricingAdminService(app.db, app.pricingService, app.rateCrossing);

  route(app, 'GET /api/admin/pricing/currencies', {
    handler: async () => pricing.listCurrencies(),
  });

  route(app, 'GET /api/admin/pricing/routes', { handler: async () => pricing.listRoutes() });

  route(app, 'PUT /api/admin/pricing/routes/:payment/:destination', {
    handler: async (request) => {
      const { payment, destination } = request.params;
      const origin = await mailLinkOrigin(app);
      return pricing.saveRoute(staffActor(request), payment, destination, request.body, origin);
    },
  });

  route(app, 'GET /api/admin/pricing/delivery-options', {
    handler: async () => pricing.listDeliveryOptions(),
  });

  route(app, 'POST /api/admin/pricing/delivery-options', {
    handler: async (request) => pricing.createDeliveryOption(staffActor(request), request.body),
  });

  route(app, 'PUT /api/admin/pricing/delivery-options/:id', {
    handler: async (request) =>
      pricing.updateDeliveryOption(staffActor(request), request.params.id, request.body),
  });

  route(app, 'GET /api/admin/pricing/crypto-prices', {
    handler: async () => pricing.listCryptoPrices(),
  });

  route(app, 'PUT /api/admin/pricing/crypto-prices/:currency', {
    handler: async (request) =>
      pricing.saveCryptoPrice(staffActor(request), request.params.currency, request.body),
  });
};

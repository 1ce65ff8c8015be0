import {
  adminDeliveryOptionListSchema,
  adminDeliveryOptionSchema,
  cryptoPriceBodySchema,
  cryptoPriceListSchema,
  cryptoPriceParamsSchema,
  cryptoPriceSchema,
  currencyRouteListSchema,
  currencyRouteParamsSchema,
  currencyRouteSchema,
  currencyRouteTermsSchema,
  deliveryOptionBodySchema,
  deliveryOptionParamsSchema,
  paymentCurrencyListSchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { staffActor } from '../admin-guard.ts';
import { createPricingAdminService } from './pricing-admin-service.ts';

const tags = ['admin: pricing'];

/** Routes (rates, commissions, limits), delivery options and crypto prices. */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing = createPricingAdminService(app.db, app.pricingService, app.rateCrossing);

  app.get(
    '/pricing/currencies',
    {
      schema: {
        summary: 'Payment currencies',
        tags,
        response: { 200: paymentCurrencyListSchema },
      },
    },
    async () => pricing.listCurrencies(),
  );

  app.get(
    '/pricing/routes',
    {
      schema: {
        summary: 'Payment → destination routes',
        tags,
        response: { 200: currencyRouteListSchema },
      },
    },
    async () => pricing.listRoutes(),
  );

  app.put(
    '/pricing/routes/:payment/:destination',
    {
      schema: {
        summary: 'Create a route or replace its terms',
        tags,
        params: currencyRouteParamsSchema,
        body: currencyRouteTermsSchema,
        response: { 200: currencyRouteSchema },
      },
    },
    async (request) => {
      const { payment, destination } = request.params;
      const origin = await mailLinkOrigin(app);
      return pricing.saveRoute(staffActor(request), payment, destination, request.body, origin);
    },
  );

  app.get(
    '/pricing/delivery-options',
    {
      schema: {
        summary: 'Delivery-cost options',
        tags,
        response: { 200: adminDeliveryOptionListSchema },
      },
    },
    async () => pricing.listDeliveryOptions(),
  );

  app.post(
    '/pricing/delivery-options',
    {
      schema: {
        summary: 'Add a delivery option',
        tags,
        body: deliveryOptionBodySchema,
        response: { 200: adminDeliveryOptionSchema },
      },
    },
    async (request) => pricing.createDeliveryOption(staffActor(request), request.body),
  );

  app.put(
    '/pricing/delivery-options/:id',
    {
      schema: {
        summary: 'Change a delivery option',
        tags,
        params: deliveryOptionParamsSchema,
        body: deliveryOptionBodySchema,
        response: { 200: adminDeliveryOptionSchema },
      },
    },
    async (request) =>
      pricing.updateDeliveryOption(staffActor(request), request.params.id, request.body),
  );

  app.get(
    '/pricing/crypto-prices',
    {
      schema: {
        summary: 'USD prices of the crypto currencies',
        tags,
        response: { 200: cryptoPriceListSchema },
      },
    },
    async () => pricing.listCryptoPrices(),
  );

  app.put(
    '/pricing/crypto-prices/:currency',
    {
      schema: {
        summary: 'Set the USD price of a crypto currency',
        tags,
        params: cryptoPriceParamsSchema,
        body: cryptoPriceBodySchema,
        response: { 200: cryptoPriceSchema },
      },
    },
    async (request) =>
      pricing.saveCryptoPrice(staffActor(request), request.params.currency, request.body),
  );
};

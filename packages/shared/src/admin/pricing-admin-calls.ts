import { defineCalls } from '../api-call.ts';
import {
  adminDestinationListSchema,
  adminDestinationSchema,
  destinationBodySchema,
  destinationParamsSchema,
} from './destination-admin-contracts.ts';
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
} from './pricing-admin-contracts.ts';

/** Routes (rates, commissions, limits), delivery options and crypto prices. */
export const pricingAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: pricing'] },
  {
    'GET /api/admin/pricing/currencies': {
      summary: 'Payment currencies',
      response: paymentCurrencyListSchema,
    },
    'GET /api/admin/pricing/routes': {
      summary: 'Payment → destination routes',
      response: currencyRouteListSchema,
    },
    'PUT /api/admin/pricing/routes/:payment/:destination': {
      summary: 'Create a route or replace its terms',
      params: currencyRouteParamsSchema,
      body: currencyRouteTermsSchema,
      response: currencyRouteSchema,
    },
    'GET /api/admin/pricing/delivery-options': {
      summary: 'Delivery-cost options',
      response: adminDeliveryOptionListSchema,
    },
    'POST /api/admin/pricing/delivery-options': {
      summary: 'Add a delivery option',
      body: deliveryOptionBodySchema,
      response: adminDeliveryOptionSchema,
    },
    'PUT /api/admin/pricing/delivery-options/:id': {
      summary: 'Change a delivery option',
      params: deliveryOptionParamsSchema,
      body: deliveryOptionBodySchema,
      response: adminDeliveryOptionSchema,
    },
    'GET /api/admin/pricing/crypto-prices': {
      summary: 'USD prices of the crypto currencies',
      response: cryptoPriceListSchema,
    },
    'PUT /api/admin/pricing/crypto-prices/:currency': {
      summary: 'Set the USD price of a crypto currency',
      params: cryptoPriceParamsSchema,
      body: cryptoPriceBodySchema,
      response: cryptoPriceSchema,
    },
  },
);

/** Per-destination switches: close a Cuban channel with a notice for the storefront. */
export const destinationAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: destinations'] },
  {
    'GET /api/admin/destinations': {
      summary: 'Destination currencies, their switches and notices',
      response: adminDestinationListSchema,
    },
    'PUT /api/admin/destinations/:code': {
      summary: 'Open or close a destination and set its notices',
      params: destinationParamsSchema,
      body: destinationBodySchema,
      response: adminDestinationSchema,
    },
  },
);

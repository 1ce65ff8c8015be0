import { defineCalls } from '../api-call.ts';
import {
  getGatewaysQuerySchema,
  getGatewaysResponseSchema,
  getWalletAddressQuerySchema,
  walletSchema,
} from './checkout-data-contracts.ts';
import {
  confirmCryptoPaymentBodySchema,
  confirmFiatPaymentBodySchema,
  confirmPaymentResponseSchema,
} from './confirm-payment-contracts.ts';
import { createOrderBodySchema, createOrderResponseSchema } from './create-order-contracts.ts';
import {
  paymentCallbackAnswer,
  paymentCallbackParamsSchema,
} from './payment-callback-contracts.ts';

/** The checkout's calls (spec §7): its methods, a wallet, the order and its confirmation. */
export const orderCalls = defineCalls(
  {},
  {
    'GET /get_gateways': {
      query: getGatewaysQuerySchema,
      response: getGatewaysResponseSchema,
      errors: [429],
    },
    'GET /get_wallet_address': {
      query: getWalletAddressQuerySchema,
      response: walletSchema,
      errors: [429],
    },
    'POST /create_order': {
      access: 'session',
      body: createOrderBodySchema,
      response: createOrderResponseSchema,
      // A gateway payment is registered with the gateway: it may refuse or not answer.
      errors: [429, 502, 503],
    },
    'POST /confirm_fiat_payment': {
      access: 'session',
      body: confirmFiatPaymentBodySchema,
      response: confirmPaymentResponseSchema,
      errors: [404, 409, 429],
    },
    'POST /confirm_crypto_payment': {
      access: 'session',
      body: confirmCryptoPaymentBodySchema,
      response: confirmPaymentResponseSchema,
      errors: [404, 409, 429],
    },
    // Called by the gateways, without a browser's CSRF pair.
    'POST /payments/callback/:gateway': {
      csrf: false,
      params: paymentCallbackParamsSchema,
      answers: { 200: paymentCallbackAnswer },
      errors: [409],
    },
  },
);

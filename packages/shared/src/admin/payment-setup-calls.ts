import { defineCalls } from '../api-call.ts';
import {
  adminGatewayListSchema,
  adminGatewaySchema,
  adminReceivingAccountListSchema,
  adminReceivingAccountSchema,
  adminWalletListSchema,
  adminWalletSchema,
  gatewayBodySchema,
  gatewayParamsSchema,
  numericIdParamsSchema,
  receivingAccountBodySchema,
  walletBodySchema,
} from './operator-accounts-contracts.ts';

/** Zelle, PayPal and bank-transfer accounts, several per method, each with a daily limit. */
export const receivingAccountAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: receiving accounts'] },
  {
    'GET /api/admin/receiving-accounts': {
      summary: 'Receiving accounts',
      response: adminReceivingAccountListSchema,
    },
    'POST /api/admin/receiving-accounts': {
      summary: 'Add a receiving account',
      body: receivingAccountBodySchema,
      response: adminReceivingAccountSchema,
    },
    'PUT /api/admin/receiving-accounts/:id': {
      summary: 'Change a receiving account, or disable it',
      params: numericIdParamsSchema,
      body: receivingAccountBodySchema,
      response: adminReceivingAccountSchema,
    },
  },
);

/** Crypto wallets, one per currency and network. */
export const walletAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: wallets'] },
  {
    'GET /api/admin/wallets': { summary: 'Wallets', response: adminWalletListSchema },
    'POST /api/admin/wallets': {
      summary: 'Add a wallet',
      body: walletBodySchema,
      response: adminWalletSchema,
    },
    'PUT /api/admin/wallets/:id': {
      summary: 'Change a wallet, or disable it',
      params: numericIdParamsSchema,
      body: walletBodySchema,
      response: adminWalletSchema,
    },
  },
);

/** Payment method switches. */
export const gatewayAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: gateways'] },
  {
    'GET /api/admin/gateways': {
      summary: 'Payment methods and whether each is offered',
      response: adminGatewayListSchema,
    },
    'PUT /api/admin/gateways/:name': {
      summary: 'Offer a payment method at checkout, or stop offering it',
      params: gatewayParamsSchema,
      body: gatewayBodySchema,
      response: adminGatewaySchema,
    },
  },
);

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

/**
 * Where customers' money goes (a receiving account, a wallet's address): changed by admins only,
 * with a second factor proven in the last 5 minutes, and every admin is mailed the change.
 */
const moneyRouting = { access: 'admin', stepUp: true } as const;

/** Zelle, PayPal and bank-transfer accounts, several per method, each with a daily limit. */
export const receivingAccountAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: receiving accounts'] },
  {
    'GET /api/admin/receiving-accounts': {
      summary: 'Receiving accounts',
      response: adminReceivingAccountListSchema,
    },
    'POST /api/admin/receiving-accounts': {
      ...moneyRouting,
      summary: 'Add a receiving account',
      body: receivingAccountBodySchema,
      response: adminReceivingAccountSchema,
    },
    'PUT /api/admin/receiving-accounts/:id': {
      ...moneyRouting,
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
      ...moneyRouting,
      summary: 'Add a wallet',
      body: walletBodySchema,
      response: adminWalletSchema,
    },
    'PUT /api/admin/wallets/:id': {
      ...moneyRouting,
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

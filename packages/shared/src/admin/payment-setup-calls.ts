import { defineCalls } from '../api-call.ts';
import { moneyChangeSchema } from './money-change-contracts.ts';
import {
  adminGatewayListSchema,
  adminReceivingAccountListSchema,
  adminWalletListSchema,
  gatewayBodySchema,
  gatewayParamsSchema,
  numericIdParamsSchema,
  receivingAccountBodySchema,
  walletBodySchema,
} from './operator-accounts-contracts.ts';

/**
 * Where customers' money goes (a receiving account, a wallet's address, a checkout method):
 * proposed by admins only, with a second factor proven in the last 5 minutes; the answer is the
 * proposal, which takes effect once another admin approves it (or after the cool-off when there
 * is no other admin). 409 `money_change_pending` while the same thing has a change pending.
 */
const moneyRouting = {
  access: 'admin',
  stepUp: true,
  response: moneyChangeSchema,
  errors: [409],
} as const;

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
      summary: 'Propose a new receiving account',
      body: receivingAccountBodySchema,
    },
    'PUT /api/admin/receiving-accounts/:id': {
      ...moneyRouting,
      summary: 'Propose a change of a receiving account, or disabling it',
      params: numericIdParamsSchema,
      body: receivingAccountBodySchema,
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
      summary: 'Propose a new wallet',
      body: walletBodySchema,
    },
    'PUT /api/admin/wallets/:id': {
      ...moneyRouting,
      summary: 'Propose a change of a wallet, or disabling it',
      params: numericIdParamsSchema,
      body: walletBodySchema,
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
      ...moneyRouting,
      summary: 'Propose offering a payment method at checkout, or no longer offering it',
      params: gatewayParamsSchema,
      body: gatewayBodySchema,
    },
  },
);

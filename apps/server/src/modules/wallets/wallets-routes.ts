import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { requireWallet } from './require-wallet.ts';

/**
 * GET /get_wallet_address (spec §7). The agent `hash` is accepted as the spec's web sends it;
 * wallets belong to the operator, not to agents.
 */
export const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /get_wallet_address', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => requireWallet(app.db, request.query.currency),
  });
};

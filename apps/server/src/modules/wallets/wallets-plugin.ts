import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { walletsRoutes } from './wallets-routes.ts';

const wallets: FastifyPluginAsync = async (app) => {
  await app.register(walletsRoutes);
};

/** The operator's crypto wallets: where a crypto order is paid. */
export const walletsPlugin = fp(wallets, { name: 'wallets', dependencies: ['db', 'security'] });

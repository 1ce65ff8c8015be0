import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { receiversRoutes } from './receivers-routes.ts';

const receivers: FastifyPluginAsync = async (app) => {
  await app.register(receiversRoutes);
};

/** Receivers remembered from a sender's orders (written by the orders module as it places one). */
export const receiversPlugin = fp(receivers, { name: 'receivers', dependencies: ['db', 'auth'] });

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin-routes.ts';
import { identityImageRoutes } from './compliance/identity-image-routes.ts';

const admin: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
  await app.register(identityImageRoutes);
};

/** The operator console's API: every /api/admin call, behind the staff guard. */
export const adminPlugin = fp(admin, {
  name: 'admin',
  dependencies: [
    'core',
    'db',
    'jobs',
    'auth',
    'site',
    'mail',
    'pricing',
    'card-prefixes',
    'payment-methods',
    'orders',
    'rate-alerts',
    'compliance',
  ],
});

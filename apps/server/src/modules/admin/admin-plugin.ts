import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createLinkSigner } from '../../lib/link-signer.ts';
import { adminRoutes } from './admin-routes.ts';
import { moneyChangeLinkRoutes } from './money-changes/money-change-routes.ts';
import {
  createMoneyChangeService,
  type MoneyChangeService,
} from './money-changes/money-change-service.ts';
import { orderFileRoutes } from './orders/order-file-links.ts';
import { staffInvitationRoutes } from './staff/staff-invitation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dual control of where money goes: proposals, approvals, cancels, the cool-off. */
    moneyChanges: MoneyChangeService;
  }
}

const admin: FastifyPluginAsync = async (app) => {
  const moneyChanges = createMoneyChangeService({
    db: app.db,
    mail: app.mail,
    jobs: app.jobs,
    now: app.now,
    signer: createLinkSigner(app.config.LINK_SECRET),
    // Receiving accounts and wallets are read afresh by every checkout; the methods are cached.
    applied: (kind) => {
      if (kind === 'gateway') app.paymentMethodsService.invalidate();
    },
  });
  app.decorate('moneyChanges', moneyChanges);
  app.jobs.define('money-changes.cool-off', ({ id }) => moneyChanges.applyAfterCoolOff(id), {
    retryLimit: 10,
    retryDelaySeconds: 60,
  });
  await app.register(adminRoutes);
  await app.register(moneyChangeLinkRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(orderFileRoutes);
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

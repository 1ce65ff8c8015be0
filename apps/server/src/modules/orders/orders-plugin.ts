import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { checkoutMethodsRoutes } from './checkout-methods-routes.ts';
import { defaultStarters } from './default-starters.ts';
import { createOrderNotifier } from './order-notifier.ts';
import { ordersRoutes } from './orders-routes.ts';
import { createOrdersService } from './orders-service.ts';
import { createPaymentAlerts } from './payment-alerts.ts';
import { createPaymentInstructions } from './payment-instructions.ts';
import { createUnpaidOrderHours } from './unpaid-order-hours.ts';

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** The sweep of crypto orders whose payment window closed unpaid. */
    'orders.expire-crypto': Record<string, never>;
    /** The sweep of Zelle, PayPal and transfer orders unpaid for the operator's hours. */
    'orders.expire-unpaid': Record<string, never>;
  }
}

const orders: FastifyPluginAsync = async (app) => {
  const notifier = createOrderNotifier(app.mail);
  const instructions = createPaymentInstructions({
    db: app.db,
    jobs: app.jobs,
    notifier,
    delaySeconds: app.config.INSTRUCTIONS_MAIL_DELAY_SECONDS,
    held: async (tx, orderId) => (await app.orderChecks.paymentHold(tx, orderId)) !== null,
  });
  app.jobs.define('orders.payment-instructions', instructions.send);
  const service = createOrdersService({
    db: app.db,
    now: app.now,
    pricing: app.pricingService,
    prefixLists: () => app.cardPrefixesService.lists(),
    isEnabled: (method) => app.paymentMethodsService.isEnabled(method),
    starters: defaultStarters(app.now, app.paymentGateways),
    notifier,
    instructions,
    alerts: createPaymentAlerts({ mail: app.mail, site: app.siteService, log: app.log }),
    checks: app.orderChecks,
  });
  app.decorate('orders', service);
  app.jobs.define('orders.expire-crypto', async () => {
    const count = await service.expireDue();
    if (count > 0) app.log.info({ count }, 'expired unpaid crypto orders');
  });
  app.jobs.schedule('orders.expire-crypto', '* * * * *');
  const unpaidOrderHours = createUnpaidOrderHours(app.db);
  app.jobs.define('orders.expire-unpaid', async () => {
    const hours = await unpaidOrderHours.read();
    const count = await service.expireUnpaidManual(hours);
    if (count > 0) app.log.info({ count, hours }, 'expired unpaid manual orders');
  });
  app.jobs.schedule('orders.expire-unpaid', '*/5 * * * *');
  await app.register(ordersRoutes);
  await app.register(checkoutMethodsRoutes);
};

/**
 * Orders: creation (re-priced, validated, paid to an account, a wallet or a gateway), payment
 * confirmations, `changeStatus` (the one way a status changes) and the expiry of unpaid ones.
 */
export const ordersPlugin = fp(orders, {
  name: 'orders',
  dependencies: [
    'core',
    'db',
    'jobs',
    'mail',
    'site',
    'auth',
    'security',
    'pricing',
    'card-prefixes',
    'payment-methods',
    'payment-gateways',
    'receivers',
    'compliance',
  ],
});

import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { PaymentOrders } from '../payments/payment-orders.ts';
import { createSavedReceiversRepository } from '../transfers/saved-receivers-repository.ts';
import { defaultStarters } from './default-starters.ts';
import { startExpirySweeper } from './order-expiry.ts';
import { createOrderNotifier } from './order-notifier.ts';
import { ordersRoutes } from './orders-routes.ts';
import { createOrdersService } from './orders-service.ts';

/**
 * Decorates `app.orders`, serves the order calls and sweeps expired crypto orders every minute
 * until the app closes. Needs `pricingService`,
 * `cardPrefixesService`, `paymentMethodsService`, `paymentGateways` and `mailer`.
 */
export async function registerOrders(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_URL'>,
  { now }: { now: () => Date },
): Promise<void> {
  const orders = createOrdersService({
    db: app.db,
    now,
    pricing: app.pricingService,
    prefixLists: () => app.cardPrefixesService.lists(),
    isEnabled: (method) => app.paymentMethodsService.isEnabled(method),
    starters: defaultStarters(now, app.paymentGateways),
    notifier: createOrderNotifier(app.mailer, config.PUBLIC_URL ?? null),
    placed: createSavedReceiversRepository(app.db).remember,
  });
  app.decorate('orders', orders);
  const stopSweeper = startExpirySweeper(orders, app.log);
  app.addHook('onClose', stopSweeper);
  await app.register(ordersRoutes, { config });
}

/**
 * The orders side of payment callbacks for `registerPayments`, which is registered before the
 * orders (they create payments through its gateways): it reaches `app.orders` at call time.
 */
export function ordersPaymentSide(app: FastifyInstance): PaymentOrders {
  return {
    expectedPayment: (gateway, reference) =>
      app.orders.payments.expectedPayment(gateway, reference),
    onVerifiedPayment: (payment) => app.orders.payments.onVerifiedPayment(payment),
  };
}

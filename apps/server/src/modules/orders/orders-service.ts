import type {
  ConfirmCryptoPaymentBody,
  ConfirmFiatPaymentBody,
  CreateOrderBody,
  CreateOrderResponse,
  OrderStatus,
} from '@giro/shared';
import type { SessionUser } from '../../plugins/auth.ts';
import type { PaymentOrders } from '../payments/payment-orders.ts';
import { confirmCryptoPayment, confirmFiatPayment } from './confirm-payment.ts';
import { type CreateOrderDeps, createOrder } from './create-order.ts';
import { createGatewayPayments } from './gateway-payments.ts';
import { createOrderExpiry, type OrderExpiry } from './order-expiry.ts';
import type { OrderNotifier } from './order-notifier.ts';
import { type ChangeStatus, createStatusChanger } from './order-status-changer.ts';
import type { PaymentAlerts } from './payment-alerts.ts';
import type { PaymentInstructions } from './payment-instructions.ts';
import { paymentLink } from './payment-link.ts';
import type { PaymentLinks, StartContext } from './payment-starter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders: creation, confirmations, and `changeStatus` for payments and the operator. */
    orders: OrdersService;
  }
}

export interface OrdersService {
  create(
    user: SessionUser,
    body: CreateOrderBody,
    context: StartContext,
  ): Promise<CreateOrderResponse>;
  confirmFiat(user: SessionUser, body: ConfirmFiatPaymentBody): Promise<OrderStatus>;
  confirmCrypto(user: SessionUser, body: ConfirmCryptoPaymentBody): Promise<OrderStatus>;
  /** The gateway's page for the sender's unpaid gateway order ('continue to pay'). */
  paymentLink(user: SessionUser, reference: string, context: StartContext): Promise<PaymentLinks>;
  /** The one way to change an order's status (lock, legal transition, history, mail). */
  changeStatus: ChangeStatus;
  /**
   * In the transaction that ends an unpaid order's last hold (the order locked): the sender is
   * mailed that it can be paid, and how.
   */
  released: PaymentInstructions['released'];
  expireDue: OrderExpiry['expireDue'];
  expireUnpaidManual: OrderExpiry['expireUnpaidManual'];
  /** Gateway callbacks' side (the payment-callbacks plugin): expected payments and verified results. */
  payments: PaymentOrders;
  /** Flags an order money arrived for that it cannot take, and mails the operator. */
  alerts: PaymentAlerts;
}

export type OrdersServiceDeps = Omit<CreateOrderDeps, 'expiry'> & {
  alerts: PaymentAlerts;
  notifier: OrderNotifier;
  instructions: PaymentInstructions;
};

export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const changeStatus = createStatusChanger(deps);
  const expiry = createOrderExpiry({ ...deps, changeStatus });
  const createDeps = { ...deps, expiry };
  const confirmDeps = { db: deps.db, changeStatus, expiry };
  return {
    create: (user, body, context) => createOrder(createDeps, user, body, context),
    confirmFiat: (user, body) => confirmFiatPayment(confirmDeps, user, body),
    confirmCrypto: (user, body) => confirmCryptoPayment(confirmDeps, user, body),
    paymentLink: (user, reference, context) => paymentLink(deps, user, reference, context),
    changeStatus,
    released: deps.instructions.released,
    expireDue: expiry.expireDue,
    expireUnpaidManual: expiry.expireUnpaidManual,
    payments: createGatewayPayments({ ...deps, changeStatus }),
    alerts: deps.alerts,
  };
}

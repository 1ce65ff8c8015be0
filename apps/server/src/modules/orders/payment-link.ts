import type { PaymentMethod } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { OrderChecks } from './order-checks.ts';
import { orderNotFound } from './orders-errors.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { PaymentLinks, PaymentStarter, StartContext } from './payment-starter.ts';

export interface PaymentLinkDeps {
  db: Database;
  starters: Partial<Record<PaymentMethod, PaymentStarter>>;
  checks: Pick<OrderChecks, 'paymentHold'>;
}

/**
 * 'Continue to pay' on the page of the sender's unpaid gateway order: the gateway's page for it,
 * made the way create_order makes it. Any other order, or one no longer awaiting payment,
 * answers 409 `not_payable`; one on hold (review, identity) 409 `payment_on_hold`.
 */
export async function paymentLink(
  deps: PaymentLinkDeps,
  user: SessionUser,
  reference: string,
  context: StartContext,
): Promise<PaymentLinks> {
  const order = await createOrdersRepository(deps.db).findOwned(reference, user.id);
  if (order === undefined) throw orderNotFound();
  const links = deps.starters[order.method]?.links;
  if (order.status !== 'awaiting_payment' || links === undefined) {
    throw new AppError(409, 'not_payable');
  }
  if ((await deps.checks.paymentHold(deps.db, order.id)) !== null) {
    throw new AppError(409, 'payment_on_hold');
  }
  return links(order, context);
}

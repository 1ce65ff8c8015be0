import type { PaymentMethod } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { orderNotFound } from './orders-errors.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { PaymentLinks, PaymentStarter, StartContext } from './payment-starter.ts';

export interface PaymentLinkDeps {
  db: Database;
  starters: Partial<Record<PaymentMethod, PaymentStarter>>;
}

/**
 * 'Continue to pay' on the page of the sender's unpaid gateway order: the gateway's page for it,
 * made the way create_order makes it. Any other order, or one no longer awaiting payment,
 * answers 409 `not_payable`.
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
  return links(order, context);
}

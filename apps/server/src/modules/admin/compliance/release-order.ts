import { isReceivingAccountMethod } from '@giro/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { orderReleasedMail } from '../../compliance/compliance-mails.ts';
import { createHoldsRepository } from '../../compliance/holds-repository.ts';
import { createOrdersRepository } from '../../orders/orders-repository.ts';

/**
 * A hold of the order ended (in `tx`): once none is left, the sender is told how to pay — the
 * account's instructions for Zelle, PayPal and transfers, a note for gateways and crypto.
 */
export async function releaseOrder(
  app: Pick<FastifyInstance, 'orders' | 'mail'>,
  tx: Database,
  orderId: string,
  origin: string,
): Promise<void> {
  if ((await createHoldsRepository(tx).openReasons(orderId)).length > 0) return;
  const locked = await createOrdersRepository(tx).lock(orderId);
  if (locked?.order.status !== 'awaiting_payment') return;
  const { order, recipient } = locked;
  if (isReceivingAccountMethod(order.method)) {
    await app.orders.released(tx, order);
    return;
  }
  const link = `${origin}/profile/transfers/${encodeURIComponent(order.reference)}`;
  await app.mail.enqueue(tx, {
    to: recipient.email,
    language: recipient.language,
    template: orderReleasedMail,
    data: { firstName: recipient.firstName, reference: order.reference, link },
  });
}

import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import { orderMail } from './order-mail-data.ts';
import { orderCreatedMail, orderStatusChangedMail } from './orders-mails.ts';
import type { OrderRecipient } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';

/**
 * Mails the sender about an order, in the sender's language, enqueued in `tx`: the transaction
 * that creates or changes the order, so a change that rolls back mails nothing.
 */
export interface OrderNotifier {
  created(tx: Database, order: OrderRow, recipient: OrderRecipient): Promise<void>;
  statusChanged(tx: Database, order: OrderRow, recipient: OrderRecipient): Promise<void>;
}

export function createOrderNotifier(
  mail: MailService,
  origin: string | null = null,
): OrderNotifier {
  const message = (order: OrderRow, recipient: OrderRecipient) => ({
    to: recipient.email,
    language: recipient.language,
    data: orderMail(order, recipient.firstName, origin),
  });
  return {
    created: (tx, order, recipient) =>
      mail.enqueue(tx, { ...message(order, recipient), template: orderCreatedMail }),
    statusChanged: (tx, order, recipient) =>
      mail.enqueue(tx, { ...message(order, recipient), template: orderStatusChangedMail }),
  };
}

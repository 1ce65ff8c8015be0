import { mailsInstructions } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import { orderMail } from './order-mail-data.ts';
import { orderCreatedMail, orderStatusChangedMail } from './orders-mails.ts';
import type { OrderRecipient } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';

/**
 * Mails the sender about an order, in the sender's language, enqueued in `tx`: the transaction
 * that creates or changes the order, so a change that rolls back mails nothing. Only orders
 * paid by hand to the operator's accounts are mailed when created (they need the account).
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
    async created(tx, order, recipient) {
      if (!mailsInstructions(order.method)) return;
      await mail.enqueue(tx, { ...message(order, recipient), template: orderCreatedMail });
    },
    async statusChanged(tx, order, recipient) {
      // An unpaid order the sender was never mailed about (a gateway or crypto try) ends quietly.
      if (order.status === 'expired' && !mailsInstructions(order.method)) return;
      await mail.enqueue(tx, { ...message(order, recipient), template: orderStatusChangedMail });
    },
  };
}

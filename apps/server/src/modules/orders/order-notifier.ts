import { isReceivingAccountMethod } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import { orderMail } from './order-mail-data.ts';
import { orderInstructionsMail, orderStatusChangedMail } from './orders-mails.ts';
import type { OrderRecipient } from './orders-repository.ts';
import type { MailedInstructions, OrderRow } from './orders-tables.ts';

/**
 * Mails the sender about an order, in the sender's language, enqueued in `tx`: the transaction
 * that changes the order (or records the mail), so a change that rolls back mails nothing.
 */
export interface OrderNotifier {
  /** How to pay now; `earlier`: what the last instructions mail said, no longer valid. */
  instructions(
    tx: Database,
    order: OrderRow,
    recipient: OrderRecipient,
    earlier: MailedInstructions | null,
  ): Promise<void>;
  statusChanged(tx: Database, order: OrderRow, recipient: OrderRecipient): Promise<void>;
}

export function createOrderNotifier(mail: MailService): OrderNotifier {
  const message = (order: OrderRow, recipient: OrderRecipient) => ({
    to: recipient.email,
    language: recipient.language,
    data: orderMail(order, recipient.firstName),
  });
  return {
    async instructions(tx, order, recipient, earlier) {
      const base = message(order, recipient);
      await mail.enqueue(tx, {
        ...base,
        data: { ...base.data, earlier },
        template: orderInstructionsMail,
      });
    },
    async statusChanged(tx, order, recipient) {
      // An unpaid order the sender was never mailed about (a gateway or crypto try) ends quietly.
      if (order.status === 'expired' && !isReceivingAccountMethod(order.method)) return;
      await mail.enqueue(tx, { ...message(order, recipient), template: orderStatusChangedMail });
    },
  };
}

import type { Mailer } from '../mail/mailer.ts';
import { orderMail } from './order-mail-data.ts';
import type { OrderRecipient } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';

/** Mails the sender about an order, in the sender's language, after the change is committed. */
export interface OrderNotifier {
  created(order: OrderRow, recipient: OrderRecipient): void;
  statusChanged(order: OrderRow, recipient: OrderRecipient): void;
}

export function createOrderNotifier(
  mailer: Pick<Mailer, 'sendLater'>,
  origin: string | null = null,
): OrderNotifier {
  return {
    created(order, recipient) {
      mailer.sendLater({
        to: recipient.email,
        template: 'order-created',
        language: recipient.language,
        data: orderMail(order, recipient.firstName, origin),
      });
    },
    statusChanged(order, recipient) {
      mailer.sendLater({
        to: recipient.email,
        template: 'order-status-changed',
        language: recipient.language,
        data: orderMail(order, recipient.firstName, origin),
      });
    },
  };
}

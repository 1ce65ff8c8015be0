import { isReceivingAccountMethod } from '@giro/shared';
import { availableOn } from '@giro/shared/compliance/availability-date';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import { deliveryOptions } from '../pricing/pricing-tables.ts';
import { orderMail } from './order-mail-data.ts';
import {
  orderInstructionsMail,
  orderReleasedMail,
  orderStatusChangedMail,
} from './orders-mails.ts';
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
  /** A review that held the unpaid order ended: it can be paid now, and how. */
  released(tx: Database, order: OrderRow, recipient: OrderRecipient): Promise<void>;
  statusChanged(tx: Database, order: OrderRow, recipient: OrderRecipient): Promise<void>;
}

/** The date the money of an order paid now is available, from its delivery option. */
async function availabilityOf(tx: Database, order: OrderRow): Promise<string> {
  const [option] = await tx
    .select({ days: deliveryOptions.availableWithinDays })
    .from(deliveryOptions)
    .where(eq(deliveryOptions.id, order.deliveryOptionId ?? -1));
  return availableOn(order.updatedAt, option?.days ?? 3);
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
    async released(tx, order, recipient) {
      await mail.enqueue(tx, { ...message(order, recipient), template: orderReleasedMail });
    },
    async statusChanged(tx, order, recipient) {
      // An unpaid order the sender was never mailed about (a gateway or crypto try) ends quietly.
      if (order.status === 'expired' && !isReceivingAccountMethod(order.method)) return;
      const base = message(order, recipient);
      // The mail that confirms a payment is the sender's receipt: when the money is available.
      const availableOn = order.status === 'paid' ? await availabilityOf(tx, order) : null;
      const data = { ...base.data, availableOn };
      await mail.enqueue(tx, { ...base, data, template: orderStatusChangedMail });
    },
  };
}

import type { OrderAttentionReason, OrderStatus } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { SiteService } from '../site/site-service.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';
import { paymentAlertMail } from './payment-alert-mails.ts';

/** Statuses in which an order no longer expects money: a payment now is money to return. */
const closed: readonly OrderStatus[] = ['cancelled', 'expired', 'failed', 'refunded'];

function attentionReasonFor(status: OrderStatus): OrderAttentionReason {
  return closed.includes(status) ? 'paid_when_closed' : 'paid_twice';
}

/** Money an order did not expect: where it came from, its id there and how much. */
export interface UnexpectedMoney {
  /** A gateway's paid callback, or a line of a receiving account's statement. */
  source: 'gateway' | 'statement';
  /** The gateway's name, or the receiving account's label. */
  via: string;
  transactionId: string;
  amount: string;
  currency: string;
}

/**
 * Money arrived that an order did not expect (a paid gateway payment or a statement line the
 * order cannot take): flag the order for the console and mail the operator, in `tx`, the
 * transaction that records the payment; the order's status and the sender's timeline stay as
 * they are.
 */
export interface PaymentAlerts {
  raise(tx: Database, order: OrderRow, money: UnexpectedMoney, at: Date): Promise<void>;
}

export function createPaymentAlerts(deps: {
  mail: MailService;
  site: SiteService;
  log: { warn: (details: object, message: string) => void };
}): PaymentAlerts {
  return {
    async raise(tx, order, money, at) {
      const reason = attentionReasonFor(order.status);
      const { via, transactionId, amount, currency } = money;
      await createOrdersRepository(tx).update(order.id, {
        attentionReason: reason,
        attentionDetail: `${via} ${transactionId}: ${amount} ${currency}`,
        attentionAt: at,
      });
      const { operator, locale } = await deps.site.getSiteData(tx);
      if (operator.email === '') {
        deps.log.warn({ reference: order.reference, reason }, 'order flagged; no operator email');
        return;
      }
      await deps.mail.enqueue(tx, {
        to: operator.email,
        language: locale,
        template: paymentAlertMail,
        data: {
          ...money,
          reference: order.reference,
          reason,
          status: order.status,
        },
      });
    },
  };
}

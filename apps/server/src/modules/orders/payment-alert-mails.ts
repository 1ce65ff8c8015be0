import type { Language, OrderAttentionReason, OrderStatus } from '@giro/shared';
import { formatMoney } from '@giro/shared/locale-format';
import type { MailContext, MailTemplate } from '../mail/mail-template.ts';
import { statusLabel } from './orders-messages.ts';
import type { UnexpectedMoney } from './payment-alerts.ts';

/** What the operator is told when money arrives for an order that did not expect it. */
export interface PaymentAlertMail extends UnexpectedMoney {
  reference: string;
  reason: OrderAttentionReason;
  /** The order's status when the money arrived (it is left as it is). */
  status: OrderStatus;
}

type Say = (mail: PaymentAlertMail, status: string) => string;

interface AlertMessages {
  subject: (reference: string) => string;
  reasons: Record<UnexpectedMoney['source'], Record<OrderAttentionReason, Say>>;
  action: string;
  labels: Record<UnexpectedMoney['source'], string> &
    Record<'reference' | 'status' | 'transaction' | 'amount', string>;
  note: string;
}

const messages: Record<Language, AlertMessages> = {
  es: {
    subject: (reference) => `Atención: llegó un pago inesperado para la orden ${reference}`,
    reasons: {
      gateway: {
        paid_when_closed: ({ reference }, status) =>
          `Una pasarela confirmó un pago para la orden ${reference}, que ya estaba ${status}. La orden no cambió: devuelva el dinero o aplíquelo a mano.`,
        paid_twice: ({ reference }, status) =>
          `Una pasarela confirmó un segundo pago, distinto del primero, para la orden ${reference} (estado: ${status}). La orden no cambió: devuelva el dinero que sobra.`,
      },
      statement: {
        paid_when_closed: ({ reference, via }, status) =>
          `El extracto de ${via} trae un pago para la orden ${reference}, que ya estaba ${status}. La orden no cambió: devuelva el dinero o aplíquelo a mano.`,
        paid_twice: ({ reference, via }, status) =>
          `El extracto de ${via} trae un segundo pago para la orden ${reference} (estado: ${status}), que ya tenía el suyo. La orden no cambió: devuelva el dinero que sobra.`,
      },
    },
    action: 'Ver las órdenes en la consola',
    labels: {
      reference: 'Orden',
      status: 'Estado',
      gateway: 'Pasarela',
      statement: 'Cuenta',
      transaction: 'Transacción',
      amount: 'Importe',
    },
    note: 'La orden queda marcada «Atención» en la consola hasta que la marque como revisada.',
  },
  en: {
    subject: (reference) => `Attention: an unexpected payment arrived for order ${reference}`,
    reasons: {
      gateway: {
        paid_when_closed: ({ reference }, status) =>
          `A gateway confirmed a payment for order ${reference}, which was already ${status}. The order did not change: return the money or apply it by hand.`,
        paid_twice: ({ reference }, status) =>
          `A gateway confirmed a second, different payment for order ${reference} (status: ${status}). The order did not change: return the extra money.`,
      },
      statement: {
        paid_when_closed: ({ reference, via }, status) =>
          `The statement of ${via} shows a payment for order ${reference}, which was already ${status}. The order did not change: return the money or apply it by hand.`,
        paid_twice: ({ reference, via }, status) =>
          `The statement of ${via} shows a second payment for order ${reference} (status: ${status}), which already had its own. The order did not change: return the extra money.`,
      },
    },
    action: 'View the orders in the console',
    labels: {
      reference: 'Order',
      status: 'Status',
      gateway: 'Gateway',
      statement: 'Account',
      transaction: 'Transaction',
      amount: 'Amount',
    },
    note: 'The order stays flagged "Attention" in the console until you mark it reviewed.',
  },
};

function render(mail: PaymentAlertMail, context: MailContext, language: Language) {
  const m = messages[language];
  const status = statusLabel(language, mail.status).toLowerCase();
  return {
    subject: m.subject(mail.reference),
    paragraphs: [m.reasons[mail.source][mail.reason](mail, status)],
    details: [
      [m.labels.reference, mail.reference],
      [m.labels.status, statusLabel(language, mail.status)],
      [m.labels[mail.source], mail.via],
      [m.labels.transaction, mail.transactionId],
      [m.labels.amount, formatMoney(mail.amount, mail.currency, language)],
    ] as const,
    action: { label: m.action, url: `${context.origin}/admin/orders?attention=1` },
    notes: [m.note],
  };
}

export const paymentAlertMail: MailTemplate<PaymentAlertMail> = {
  es: (mail, context) => render(mail, context, 'es'),
  en: (mail, context) => render(mail, context, 'en'),
};

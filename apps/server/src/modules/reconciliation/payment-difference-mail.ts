import type { Language } from '@giro/shared';
import { formatMoney } from '@giro/shared/locale-format';
import type { MailContext, MailTemplate } from '../mail/mail-template.ts';
import { type OrderMail, payToRows, summaryRows } from '../orders/order-mail-data.ts';
import { transferAction } from '../orders/orders-mails.ts';

/** The sender's order, what arrived for it and what is missing (decimal strings). */
export interface PaymentDifferenceMail extends OrderMail {
  received: string;
  missing: string;
}

interface Money {
  received: string;
  total: string;
  missing: string;
  reference: string;
}

const messages: Record<
  Language,
  {
    greeting: (firstName: string) => string;
    subject: (money: Money) => string;
    explain: (money: Money) => string;
    received: string;
    missing: string;
    note: string;
  }
> = {
  es: {
    greeting: (firstName) => `Hola ${firstName}:`,
    subject: ({ missing, reference }) => `Faltan ${missing} para completar su envío ${reference}`,
    explain: ({ received, total, missing, reference }) =>
      `Recibimos ${received} para su envío ${reference}, cuyo total es ${total}. Para que lo procesemos, envíe los ${missing} que faltan a la misma cuenta, indicada abajo, y escriba la referencia ${reference} en el concepto.`,
    received: 'Recibido',
    missing: 'Falta',
    note: 'Su envío sigue pendiente de pago hasta que llegue lo que falta. Si cree que es un error, contáctenos.',
  },
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    subject: ({ missing, reference }) =>
      `${missing} is missing to complete your transfer ${reference}`,
    explain: ({ received, total, missing, reference }) =>
      `We received ${received} for your transfer ${reference}, whose total is ${total}. For us to process it, send the missing ${missing} to the same account, shown below, and write the reference ${reference} in the memo.`,
    received: 'Received',
    missing: 'Missing',
    note: 'Your transfer stays awaiting payment until the rest arrives. If you think this is a mistake, contact us.',
  },
};

function render(mail: PaymentDifferenceMail, context: MailContext, language: Language) {
  const m = messages[language];
  const money = (amount: string) => formatMoney(amount, mail.pricingCurrency, language);
  const said = {
    received: money(mail.received),
    total: money(mail.total),
    missing: money(mail.missing),
    reference: mail.reference,
  };
  return {
    subject: m.subject(said),
    paragraphs: [m.greeting(mail.firstName), m.explain(said)],
    details: [
      ...summaryRows(mail, language),
      [m.received, said.received] as const,
      [m.missing, said.missing] as const,
      ...payToRows(mail.payTo, language),
    ],
    action: transferAction(mail, context, language),
    notes: [m.note],
  };
}

/** To the sender when the operator keeps an order open for the money its payment lacked. */
export const paymentDifferenceMail: MailTemplate<PaymentDifferenceMail> = {
  es: (mail, context) => render(mail, context, 'es'),
  en: (mail, context) => render(mail, context, 'en'),
};

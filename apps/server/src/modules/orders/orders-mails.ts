import type { Language, OrderStatus } from '@giro/shared';
import type { MailContent, MailContext, MailTemplate } from '../mail/mail-template.ts';
import { amountToPay, type OrderMail, payToRows, summaryRows } from './order-mail-data.ts';
import { methodLabel, statusLabel } from './orders-messages.ts';

/** How a new order is paid: to a Zelle/PayPal account then confirmed, or by bank transfer. */
type PaymentKind = 'account' | 'bank_transfer';

interface PayArgs {
  amount: string;
  method: string;
  reference: string;
}

interface OrderMailMessages {
  greeting: (firstName: string) => string;
  createdSubject: (reference: string) => string;
  received: (reference: string) => string;
  howToPay: Record<PaymentKind, (args: PayArgs) => string>;
  notYours: string;
  viewTransfer: string;
  statusSubject: (reference: string, status: string) => string;
  statusNews: Record<OrderStatus, string>;
}

const messages: Record<Language, OrderMailMessages> = {
  es: {
    greeting: (firstName) => `Hola ${firstName}:`,
    createdSubject: (reference) => `Orden ${reference} registrada`,
    received: (reference) => `Registramos su orden ${reference}.`,
    howToPay: {
      account: ({ amount, method }) =>
        `Para pagarla envíe ${amount} por ${method} a la cuenta indicada abajo y luego confirme el pago en la página de su envío (botón «Ver mi envío») con su cuenta y el número de la transacción.`,
      bank_transfer: ({ amount, reference }) =>
        `Para pagarla haga una transferencia de ${amount} a la cuenta bancaria indicada abajo y escriba la referencia ${reference} en el concepto. En la página de su envío puede adjuntar el comprobante.`,
    },
    notYours: 'Si usted no realizó esta orden, contáctenos.',
    viewTransfer: 'Ver mi envío',
    statusSubject: (reference, status) => `Orden ${reference}: ${status}`,
    statusNews: {
      awaiting_payment: 'Esperamos su pago.',
      payment_submitted: 'Recibimos la confirmación de su pago y la estamos verificando.',
      paid: 'Su pago fue verificado. Pronto comenzaremos la entrega.',
      processing: 'Estamos entregando su envío al beneficiario.',
      delivered: 'El beneficiario recibió su envío. ¡Gracias por confiar en nosotros!',
      cancelled: 'La orden fue cancelada. Si ya la pagó, contáctenos.',
      expired:
        'El plazo para pagar la orden terminó sin recibir el pago. Si desea enviar dinero, cree una orden nueva.',
      failed:
        'No pudimos confirmar el pago de la orden. Si el dinero salió de su cuenta, contáctenos.',
      refunded: 'Le devolvimos el pago por el mismo método con que pagó.',
      replaced:
        'Usted eligió otro método de pago para este envío: esta orden ya no espera su pago.',
    },
  },
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    createdSubject: (reference) => `Order ${reference} placed`,
    received: (reference) => `We have received your order ${reference}.`,
    howToPay: {
      account: ({ amount, method }) =>
        `To pay it, send ${amount} by ${method} to the account below, then confirm the payment on your transfer's page ("View my transfer") with your account and the transaction number.`,
      bank_transfer: ({ amount, reference }) =>
        `To pay it, transfer ${amount} to the bank account below and write the reference ${reference} as the payment description. You can attach the receipt on your transfer's page.`,
    },
    notYours: 'If you did not place this order, contact us.',
    viewTransfer: 'View my transfer',
    statusSubject: (reference, status) => `Order ${reference}: ${status}`,
    statusNews: {
      awaiting_payment: 'We are waiting for your payment.',
      payment_submitted: 'We have received your payment confirmation and are verifying it.',
      paid: 'Your payment has been verified. We will start the delivery soon.',
      processing: 'We are delivering your remittance to the receiver.',
      delivered: 'The receiver has got your remittance. Thank you for trusting us!',
      cancelled: 'The order was cancelled. If you already paid it, contact us.',
      expired:
        'The time to pay the order ended without a payment. If you want to send money, create a new order.',
      failed:
        'We could not confirm the payment of the order. If the money left your account, contact us.',
      refunded: 'We have refunded your payment through the method you paid with.',
      replaced:
        'You chose another payment method for this transfer: this order no longer awaits your payment.',
    },
  },
};

function howToPay(mail: OrderMail, language: Language): string {
  const kind: PaymentKind = mail.method === 'transferencia' ? 'bank_transfer' : 'account';
  return messages[language].howToPay[kind]({
    amount: amountToPay(mail, language),
    method: methodLabel(language, mail.method),
    reference: mail.reference,
  });
}

/** The button to the order's page in 'Mis envíos'. */
export function transferAction(mail: OrderMail, context: MailContext, language: Language) {
  const origin = mail.origin ?? `https://${context.domainName}`;
  return {
    label: messages[language].viewTransfer,
    url: `${origin}/profile/transfers/${encodeURIComponent(mail.reference)}`,
  };
}

/** A template whose text comes from the language's catalogue, the same for every language. */
function eachLanguage(
  render: (mail: OrderMail, context: MailContext, language: Language) => MailContent,
): MailTemplate<OrderMail> {
  return {
    es: (mail, context) => render(mail, context, 'es'),
    en: (mail, context) => render(mail, context, 'en'),
  };
}

export const orderCreatedMail = eachLanguage((mail, context, language) => {
  const m = messages[language];
  return {
    subject: m.createdSubject(mail.reference),
    paragraphs: [
      m.greeting(mail.firstName),
      `${m.received(mail.reference)} ${howToPay(mail, language)}`,
    ],
    details: [...summaryRows(mail, language), ...payToRows(mail.payTo, language)],
    action: transferAction(mail, context, language),
    notes: [m.notYours],
  };
});

export const orderStatusChangedMail = eachLanguage((mail, context, language) => {
  const m = messages[language];
  return {
    subject: m.statusSubject(mail.reference, statusLabel(language, mail.status)),
    paragraphs: [m.greeting(mail.firstName), m.statusNews[mail.status]],
    details: summaryRows(mail, language),
    action: transferAction(mail, context, language),
  };
});

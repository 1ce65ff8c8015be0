import { cryptoPaymentWindowMinutes, type Language, type OrderStatus } from '@giro/shared';
import type { MailContent, MailContext, MailTemplate } from '../mail/mail-template.ts';
import { amountToPay, type OrderMail, payToRows, summaryRows } from './order-mail-data.ts';
import { methodLabel, statusLabel } from './orders-messages.ts';

/** How a new order is paid, by the kind of method. */
type PaymentKind = 'account' | 'bank_transfer' | 'crypto' | 'gateway';

interface PayArgs {
  amount: string;
  method: string;
  reference: string;
  minutes: number;
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
        `Para pagarla envíe ${amount} por ${method} a la cuenta indicada abajo y luego confirme el pago en la página de pago con su cuenta y el número de la transacción.`,
      bank_transfer: ({ amount, reference }) =>
        `Para pagarla haga una transferencia de ${amount} a la cuenta bancaria indicada abajo y escriba la referencia ${reference} en el concepto.`,
      crypto: ({ amount, minutes }) =>
        `Para pagarla envíe exactamente ${amount} a la dirección indicada abajo en los próximos ${minutes} minutos y luego confirme el pago con el TXID.`,
      gateway: ({ amount, method }) =>
        `Para pagarla complete el pago de ${amount} en la página de ${method}.`,
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
    },
  },
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    createdSubject: (reference) => `Order ${reference} placed`,
    received: (reference) => `We have received your order ${reference}.`,
    howToPay: {
      account: ({ amount, method }) =>
        `To pay it, send ${amount} by ${method} to the account below, then confirm the payment on the checkout page with your account and the transaction number.`,
      bank_transfer: ({ amount, reference }) =>
        `To pay it, transfer ${amount} to the bank account below and write the reference ${reference} as the payment description.`,
      crypto: ({ amount, minutes }) =>
        `To pay it, send exactly ${amount} to the address below within ${minutes} minutes, then confirm the payment with the TXID.`,
      gateway: ({ amount, method }) =>
        `To pay it, complete the payment of ${amount} on the ${method} page.`,
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
    },
  },
};

function paymentKind(mail: OrderMail): PaymentKind {
  switch (mail.method) {
    case 'zelle':
    case 'paypal':
      return 'account';
    case 'transferencia':
      return 'bank_transfer';
    case 'crypto':
      return 'crypto';
    default:
      return 'gateway';
  }
}

function howToPay(mail: OrderMail, language: Language): string {
  return messages[language].howToPay[paymentKind(mail)]({
    amount: amountToPay(mail, language),
    method: methodLabel(language, mail.method),
    reference: mail.reference,
    minutes: cryptoPaymentWindowMinutes,
  });
}

/** The button to the order's page in 'Mis envíos'. */
function transferAction(mail: OrderMail, context: MailContext, language: Language) {
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

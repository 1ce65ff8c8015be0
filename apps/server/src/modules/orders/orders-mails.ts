import { isReceivingAccountMethod, type Language, type OrderStatus } from '@giro/shared';
import { formatCalendarDate } from '@giro/shared/locale-format';
import type { MailContent, MailContext, MailTemplate } from '../mail/mail-template.ts';
import { amountToPay, type OrderMail, payToRows, summaryRows } from './order-mail-data.ts';
import { methodLabel, statusLabel } from './orders-messages.ts';
import type { MailedInstructions } from './orders-tables.ts';

/**
 * How the order is paid: to a Zelle/PayPal account or by bank transfer (then "I have paid" on
 * the transfer's page), or on a gateway's page.
 */
type PaymentKind = 'account' | 'bank_transfer' | 'gateway';

/** The instructions mail: how to pay now, and what an earlier instructions mail said. */
export interface InstructionsMail extends OrderMail {
  earlier: MailedInstructions | null;
}

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
  changedSubject: (reference: string) => string;
  releasedSubject: (reference: string) => string;
  reviewed: (reference: string) => string;
  changed: (reference: string, method: string) => string;
  earlierVoid: (args: { method: string; account: string; reference: string }) => string;
  notYours: string;
  viewTransfer: string;
  statusSubject: (reference: string, status: string) => string;
  statusNews: Record<OrderStatus, string>;
  /** What a payment confirmation adds: availability and the sender's rights. */
  paidRights: (availableOn: string) => string[];
}

const messages: Record<Language, OrderMailMessages> = {
  es: {
    greeting: (firstName) => `Hola ${firstName}:`,
    createdSubject: (reference) => `Orden ${reference} registrada`,
    received: (reference) => `Registramos su orden ${reference}.`,
    howToPay: {
      account: ({ amount, method }) =>
        `Para pagarla envíe ${amount} por ${method} a la cuenta indicada abajo y luego pulse «Ya pagué» en la página de su envío (botón «Ver mi envío») con su cuenta y el número de la transacción.`,
      bank_transfer: ({ amount, reference }) =>
        `Para pagarla haga una transferencia de ${amount} a la cuenta bancaria indicada abajo y escriba la referencia ${reference} en el concepto. Luego pulse «Ya pagué» en la página de su envío (botón «Ver mi envío») con la referencia de la transferencia; puede adjuntar el comprobante.`,
      gateway: ({ amount, method }) =>
        `Puede pagar ${amount} con ${method} desde la página de su envío (botón «Ver mi envío»).`,
    },
    changedSubject: (reference) => `Orden ${reference}: nuevos datos de pago`,
    releasedSubject: (reference) => `Su envío ${reference} ya puede pagarse`,
    reviewed: (reference) => `Terminamos de revisar su orden ${reference}.`,
    changed: (reference, method) =>
      `Usted eligió pagar su orden ${reference} con ${method}; la referencia sigue siendo la misma.`,
    earlierVoid: ({ method, account, reference }) =>
      `La cuenta de ${method} ${account} de nuestro correo anterior ya no es válida para esta orden: no pague en ella. Si ya le envió dinero, contáctenos indicando la referencia ${reference}.`,
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
    paidRights: (availableOn) => [
      `El dinero estará disponible para el beneficiario a más tardar el ${availableOn}.`,
      'Puede cancelar este envío en los 30 minutos siguientes al pago, mientras no se haya entregado, y le devolveremos todo lo que pagó. Si hay un error, díganoslo en los 180 días siguientes a esa fecha: le responderemos en 90 días. Su recibo, en la página del envío, tiene los detalles y nuestros datos de contacto y los del regulador.',
    ],
  },
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    createdSubject: (reference) => `Order ${reference} placed`,
    received: (reference) => `We have received your order ${reference}.`,
    howToPay: {
      account: ({ amount, method }) =>
        `To pay it, send ${amount} by ${method} to the account below, then press "I have paid" on your transfer's page ("View my transfer") with your account and the transaction number.`,
      bank_transfer: ({ amount, reference }) =>
        `To pay it, transfer ${amount} to the bank account below and write the reference ${reference} as the payment description. Then press "I have paid" on your transfer's page ("View my transfer") with the transfer's reference; you can attach its receipt.`,
      gateway: ({ amount, method }) =>
        `You can pay ${amount} with ${method} from your transfer's page ("View my transfer").`,
    },
    changedSubject: (reference) => `Order ${reference}: new payment details`,
    releasedSubject: (reference) => `Your transfer ${reference} can now be paid`,
    reviewed: (reference) => `We have finished reviewing your order ${reference}.`,
    changed: (reference, method) =>
      `You chose to pay your order ${reference} with ${method}; its reference stays the same.`,
    earlierVoid: ({ method, account, reference }) =>
      `The ${method} account ${account} in our earlier email is no longer valid for this order: do not pay into it. If you already sent money to it, contact us quoting the reference ${reference}.`,
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
    paidRights: (availableOn) => [
      `The money will be available to the receiver no later than ${availableOn}.`,
      "You can cancel this transfer within 30 minutes of paying, while it has not been delivered, and we will refund everything you paid. If there is an error, tell us within 180 days of that date: we will answer within 90 days. Your receipt, on the transfer's page, has the details and our and the regulator's contact details.",
    ],
  },
};

function paymentKind(mail: OrderMail): PaymentKind {
  if (mail.method === 'transferencia') return 'bank_transfer';
  return isReceivingAccountMethod(mail.method) ? 'account' : 'gateway';
}

function howToPay(mail: OrderMail, language: Language): string {
  const kind = paymentKind(mail);
  return messages[language].howToPay[kind]({
    amount: amountToPay(mail, language),
    method: methodLabel(language, mail.method),
    reference: mail.reference,
  });
}

/** The button to the order's page in 'Mis envíos'. */
export function transferAction(mail: OrderMail, context: MailContext, language: Language) {
  return {
    label: messages[language].viewTransfer,
    url: `${context.origin}/profile/transfers/${encodeURIComponent(mail.reference)}`,
  };
}

/** A template whose text comes from the language's catalogue, the same for every language. */
function eachLanguage<Mail extends OrderMail>(
  render: (mail: Mail, context: MailContext, language: Language) => MailContent,
): MailTemplate<Mail> {
  return {
    es: (mail, context) => render(mail, context, 'es'),
    en: (mail, context) => render(mail, context, 'en'),
  };
}

/** The account an earlier mail gave, if the order is no longer paid there. */
function voidedAccount(mail: InstructionsMail): string | null {
  const earlier = mail.earlier?.payTo;
  if (earlier?.kind !== 'account') return null;
  const now = mail.payTo;
  return now?.kind === 'account' && now.account === earlier.account ? null : earlier.account;
}

export const orderInstructionsMail = eachLanguage<InstructionsMail>((mail, context, language) => {
  const m = messages[language];
  const { earlier, reference } = mail;
  const voided = voidedAccount(mail);
  const opening =
    earlier === null
      ? m.received(reference)
      : m.changed(reference, methodLabel(language, mail.method));
  return {
    subject: earlier === null ? m.createdSubject(reference) : m.changedSubject(reference),
    paragraphs: [
      m.greeting(mail.firstName),
      `${opening} ${howToPay(mail, language)}`,
      ...(earlier !== null && voided !== null
        ? [
            m.earlierVoid({
              method: methodLabel(language, earlier.method),
              account: voided,
              reference,
            }),
          ]
        : []),
    ],
    details: [...summaryRows(mail, language), ...payToRows(mail.payTo, language)],
    action: transferAction(mail, context, language),
    notes: [m.notYours],
  };
});

/**
 * A review held the order (screening, the sender's identity) and has ended: it can be paid now,
 * and how, whatever an earlier mail said (the sender may have been told before it was held).
 */
export const orderReleasedMail = eachLanguage((mail, context, language) => {
  const m = messages[language];
  return {
    subject: m.releasedSubject(mail.reference),
    paragraphs: [
      m.greeting(mail.firstName),
      `${m.reviewed(mail.reference)} ${howToPay(mail, language)}`,
    ],
    details: [...summaryRows(mail, language), ...payToRows(mail.payTo, language)],
    action: transferAction(mail, context, language),
  };
});

export const orderStatusChangedMail = eachLanguage((mail, context, language) => {
  const m = messages[language];
  const available = mail.availableOn ?? null;
  return {
    subject: m.statusSubject(mail.reference, statusLabel(language, mail.status)),
    paragraphs: [m.greeting(mail.firstName), m.statusNews[mail.status]],
    details: summaryRows(mail, language),
    action: transferAction(mail, context, language),
    ...(available !== null && { notes: m.paidRights(formatCalendarDate(available, language)) }),
  };
});

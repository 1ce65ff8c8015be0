import { cryptoPaymentWindowMinutes, type Language, type OrderStatus } from '@giro/shared';
import type { MailContent, MailContext, MailTemplate } from '../mail/mail-template.ts';
import { amountToPay, type OrderMail, payToRows, summaryRows } from './order-mail-data.ts';
import { methodLabel, statusLabel } from './orders-messages.ts';

const minutes = cryptoPaymentWindowMinutes;

/** How to pay a new order, by the kind of method. */
function howToPay(mail: OrderMail, language: Language): string {
  const amount = amountToPay(mail, language);
  const method = methodLabel(language, mail.method);
  const es = language === 'es';
  switch (mail.method) {
    case 'zelle':
    case 'paypal':
      return es
        ? `Para pagarla envíe ${amount} por ${method} a la cuenta indicada abajo y luego confirme el pago en la página de pago con su cuenta y el número de la transacción.`
        : `To pay it, send ${amount} by ${method} to the account below, then confirm the payment on the checkout page with your account and the transaction number.`;
    case 'transferencia':
      return es
        ? `Para pagarla haga una transferencia de ${amount} a la cuenta bancaria indicada abajo y escriba la referencia ${mail.reference} en el concepto.`
        : `To pay it, transfer ${amount} to the bank account below and write the reference ${mail.reference} as the payment description.`;
    case 'crypto':
      return es
        ? `Para pagarla envíe exactamente ${amount} a la dirección indicada abajo en los próximos ${minutes} minutos y luego confirme el pago con el TXID.`
        : `To pay it, send exactly ${amount} to the address below within ${minutes} minutes, then confirm the payment with the TXID.`;
    default:
      return es
        ? `Para pagarla complete el pago de ${amount} en la página de ${method}.`
        : `To pay it, complete the payment of ${amount} on the ${method} page.`;
  }
}

/** The button to the order's page in 'Mis envíos'. */
function transferAction(mail: OrderMail, context: MailContext, language: Language) {
  const origin = mail.origin ?? `https://${context.domainName}`;
  return {
    label: language === 'es' ? 'Ver mi envío' : 'View my transfer',
    url: `${origin}/profile/transfers/${encodeURIComponent(mail.reference)}`,
  };
}

function orderCreated(language: Language) {
  return (mail: OrderMail, context: MailContext): MailContent => ({
    subject:
      language === 'es' ? `Orden ${mail.reference} registrada` : `Order ${mail.reference} placed`,
    paragraphs: [
      language === 'es' ? `Hola ${mail.firstName}:` : `Hello ${mail.firstName},`,
      `${language === 'es' ? `Registramos su orden ${mail.reference}.` : `We have received your order ${mail.reference}.`} ${howToPay(mail, language)}`,
    ],
    details: [...summaryRows(mail, language), ...payToRows(mail.payTo, language)],
    action: transferAction(mail, context, language),
    notes: [
      language === 'es'
        ? 'Si usted no realizó esta orden, contáctenos.'
        : 'If you did not place this order, contact us.',
    ],
  });
}

const statusNews: Record<Language, Record<OrderStatus, string>> = {
  es: {
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
  en: {
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
};

function orderStatusChanged(language: Language) {
  return (mail: OrderMail, context: MailContext): MailContent => ({
    subject: `${language === 'es' ? 'Orden' : 'Order'} ${mail.reference}: ${statusLabel(language, mail.status)}`,
    paragraphs: [
      language === 'es' ? `Hola ${mail.firstName}:` : `Hello ${mail.firstName},`,
      statusNews[language][mail.status],
    ],
    details: summaryRows(mail, language),
    action: transferAction(mail, context, language),
  });
}

const created: MailTemplate<OrderMail> = { es: orderCreated('es'), en: orderCreated('en') };
const statusChanged: MailTemplate<OrderMail> = {
  es: orderStatusChanged('es'),
  en: orderStatusChanged('en'),
};

export const orderMails = {
  'order-created': created,
  'order-status-changed': statusChanged,
};

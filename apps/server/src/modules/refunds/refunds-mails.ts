import type { MailTemplate } from '../mail/mail-template.ts';

export interface RefundMail {
  firstName: string;
  reference: string;
  /** The amount, formatted in the recipient's language. */
  amount: string;
  note: string | null;
  link: string;
}

/** The sender cancelled a paid transfer in time: the whole amount, fees included, comes back. */
export const refundOwedMail: MailTemplate<RefundMail> = {
  es: ({ firstName, reference, amount, link }) => ({
    subject: `Cancelamos su envío ${reference}: le devolvemos ${amount}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Cancelamos su envío ${reference} como nos pidió. Le devolveremos ${amount}, todo lo que pagó, comisión incluida, por el mismo método de pago, en un plazo de 3 días hábiles.`,
    ],
    action: { label: 'Ver mi envío', url: link },
  }),
  en: ({ firstName, reference, amount, link }) => ({
    subject: `We cancelled your transfer ${reference}: we are refunding ${amount}`,
    paragraphs: [
      `Hello ${firstName},`,
      `We cancelled your transfer ${reference} as you asked. We will refund ${amount}, everything you paid, fee included, through the same payment method within 3 business days.`,
    ],
    action: { label: 'View my transfer', url: link },
  }),
};

/** The operator sent the refund. */
export const refundSentMail: MailTemplate<RefundMail> = {
  es: ({ firstName, reference, amount, note, link }) => ({
    subject: `Reembolso del envío ${reference} enviado`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Le enviamos el reembolso de ${amount} del envío ${reference} por el mismo método con que pagó.`,
      ...(note ? [note] : []),
    ],
    action: { label: 'Ver mi envío', url: link },
  }),
  en: ({ firstName, reference, amount, note, link }) => ({
    subject: `Refund of transfer ${reference} sent`,
    paragraphs: [
      `Hello ${firstName},`,
      `We have sent the refund of ${amount} for transfer ${reference} through the method you paid with.`,
      ...(note ? [note] : []),
    ],
    action: { label: 'View my transfer', url: link },
  }),
};

import type { MailTemplate } from '../mail/mail-template.ts';

export interface ReleasedOrderMail {
  firstName: string;
  reference: string;
  /** The transfer's page, where it is paid. */
  link: string;
}

/** The review of an order paid through a gateway or in crypto is over: it can be paid. */
export const orderReleasedMail: MailTemplate<ReleasedOrderMail> = {
  es: ({ firstName, reference, link }) => ({
    subject: `Su envío ${reference} ya puede pagarse`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Terminamos de revisar su envío ${reference}. Ya puede pagarlo desde su página.`,
    ],
    action: { label: 'Ver mi envío', url: link },
  }),
  en: ({ firstName, reference, link }) => ({
    subject: `Your transfer ${reference} can now be paid`,
    paragraphs: [
      `Hello ${firstName},`,
      `We have finished reviewing your transfer ${reference}. You can now pay it from its page.`,
    ],
    action: { label: 'View my transfer', url: link },
  }),
};

import type { MailTemplate } from '../mail/mail-template.ts';

export interface IdentityDecisionMail {
  firstName: string;
  /** The operator's reason, for a rejection. */
  reason: string | null;
  /** The sender's identity page. */
  link: string;
}

export const identityApprovedMail: MailTemplate<IdentityDecisionMail> = {
  es: ({ firstName, link }, { operator }) => ({
    subject: `${operator.name}: identidad verificada`,
    paragraphs: [
      `Hola ${firstName}:`,
      'Verificamos su identidad. Ya puede pagar sus envíos pendientes; le enviamos aparte cómo pagar cada uno.',
    ],
    action: { label: 'Ver mi verificación', url: link },
  }),
  en: ({ firstName, link }, { operator }) => ({
    subject: `${operator.name}: identity verified`,
    paragraphs: [
      `Hello ${firstName},`,
      'We have verified your identity. You can now pay your pending transfers; we send how to pay each one separately.',
    ],
    action: { label: 'View my verification', url: link },
  }),
};

export const identityRejectedMail: MailTemplate<IdentityDecisionMail> = {
  es: ({ firstName, reason, link }, { operator }) => ({
    subject: `${operator.name}: no pudimos verificar su identidad`,
    paragraphs: [
      `Hola ${firstName}:`,
      'No pudimos verificar su identidad con los datos que nos envió.',
      `Motivo: ${reason ?? '-'}`,
      'Puede enviarlos de nuevo, corregidos, desde la página de verificación.',
    ],
    action: { label: 'Enviar de nuevo', url: link },
  }),
  en: ({ firstName, reason, link }, { operator }) => ({
    subject: `${operator.name}: we could not verify your identity`,
    paragraphs: [
      `Hello ${firstName},`,
      'We could not verify your identity with the details you sent.',
      `Reason: ${reason ?? '-'}`,
      'You can send them again, corrected, from the verification page.',
    ],
    action: { label: 'Send again', url: link },
  }),
};

import type { ClaimKind, ClaimOutcome } from '@giro/shared/compliance/claim-contracts';
import type { MailTemplate } from '../mail/mail-template.ts';

export interface ClaimMail {
  firstName: string;
  reference: string;
  kind: ClaimKind;
  /** The answer's deadline, already formatted in the recipient's language. */
  dueDate: string;
  outcome: ClaimOutcome | null;
  answer: string | null;
  link: string;
}

const claimKindWords = {
  es: {
    not_received: 'el beneficiario no recibió el dinero',
    wrong_amount: 'el beneficiario recibió otro monto',
    late: 'el dinero llegó tarde',
    wrong_receiver: 'el dinero fue a otra persona',
    other: 'otro problema',
  },
  en: {
    not_received: 'the receiver did not get the money',
    wrong_amount: 'the receiver got a different amount',
    late: 'the money arrived late',
    wrong_receiver: 'the money went to someone else',
    other: 'another problem',
  },
} satisfies Record<'es' | 'en', Record<ClaimKind, string>>;

export const claimReceivedMail: MailTemplate<ClaimMail> = {
  es: ({ firstName, reference, kind, dueDate, link }, { operator }) => ({
    subject: `Recibimos su reclamo sobre el envío ${reference}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Recibimos su reclamo sobre el envío ${reference}: ${claimKindWords.es[kind]}.`,
      `${operator.name} lo investigará y le responderá por correo a más tardar el ${dueDate}.`,
    ],
    action: { label: 'Ver mi envío', url: link },
  }),
  en: ({ firstName, reference, kind, dueDate, link }, { operator }) => ({
    subject: `We received your claim about transfer ${reference}`,
    paragraphs: [
      `Hello ${firstName},`,
      `We received your claim about transfer ${reference}: ${claimKindWords.en[kind]}.`,
      `${operator.name} will look into it and answer by email no later than ${dueDate}.`,
    ],
    action: { label: 'View my transfer', url: link },
  }),
};

export const claimAnsweredMail: MailTemplate<ClaimMail> = {
  es: ({ firstName, reference, outcome, answer, link }) => ({
    subject: `Respuesta a su reclamo sobre el envío ${reference}`,
    paragraphs: [
      `Hola ${firstName}:`,
      outcome === 'corrected'
        ? `Revisamos su reclamo sobre el envío ${reference}: hubo un error y lo corregimos.`
        : `Revisamos su reclamo sobre el envío ${reference} y no encontramos un error.`,
      answer ?? '',
      'Puede pedirnos los documentos en que nos basamos para esta respuesta.',
    ],
    action: { label: 'Ver mi envío', url: link },
  }),
  en: ({ firstName, reference, outcome, answer, link }) => ({
    subject: `Answer to your claim about transfer ${reference}`,
    paragraphs: [
      `Hello ${firstName},`,
      outcome === 'corrected'
        ? `We reviewed your claim about transfer ${reference}: there was an error and we corrected it.`
        : `We reviewed your claim about transfer ${reference} and found no error.`,
      answer ?? '',
      'You may ask us for the documents we relied on for this answer.',
    ],
    action: { label: 'View my transfer', url: link },
  }),
};

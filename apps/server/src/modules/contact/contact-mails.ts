import type { Language } from '@giro/shared';
import { formatPhone } from '@giro/shared/contact-info/format-phone';
import type { MailContext, MailTemplate } from '../mail/mail-template.ts';

/** What the operator is told about a message from the contact form. */
export interface ContactMessageMail {
  id: string;
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  message: string;
  /** '' when the sender came without an agent hash. */
  freelancer: string;
  /** The sender's language, to answer in. */
  language: Language;
}

type Labels = Record<'name' | 'email' | 'phone' | 'freelancer' | 'language' | 'reference', string> &
  Record<Language, string>;

const labels: Record<Language, Labels> = {
  es: {
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
    freelancer: 'Agente',
    language: 'Idioma',
    reference: 'Referencia',
    es: 'Español',
    en: 'Inglés',
  },
  en: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    freelancer: 'Agent',
    language: 'Language',
    reference: 'Reference',
    es: 'Spanish',
    en: 'English',
  },
};

/** The sender's details as label/value rows, without the ones left empty. */
function details(mail: ContactMessageMail, language: Language): [string, string][] {
  const label = labels[language];
  const rows: [string, string][] = [
    [label.name, mail.name],
    [label.email, mail.email],
    [label.phone, formatPhone(mail.phone)],
    [label.freelancer, mail.freelancer],
    [label.language, label[mail.language]],
    [label.reference, mail.id],
  ];
  return rows.filter(([, value]) => value !== '');
}

// A name is free text: keep line breaks out of the subject line.
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const site = ({ domainName, operator }: MailContext) => domainName || operator.name;

export const contactMessageMail: MailTemplate<ContactMessageMail> = {
  es: (mail, context) => ({
    subject: `Nuevo mensaje de contacto de ${oneLine(mail.name)}`,
    paragraphs: [
      `${mail.name} escribió desde el formulario de contacto de ${site(context)}:`,
      mail.message,
    ],
    details: details(mail, 'es'),
    notes: [`Para contestar, responda a este correo: la respuesta va a ${mail.email}.`],
    replyTo: mail.email,
  }),
  en: (mail, context) => ({
    subject: `New contact message from ${oneLine(mail.name)}`,
    paragraphs: [`${mail.name} wrote through the contact form of ${site(context)}:`, mail.message],
    details: details(mail, 'en'),
    notes: [`To answer, reply to this email: the reply goes to ${mail.email}.`],
    replyTo: mail.email,
  }),
};

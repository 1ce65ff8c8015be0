import type { Language } from '@giro/shared';
import { accountMails } from '../accounts/accounts-mails.ts';
import { contactMails } from '../contact/contact-mails.ts';
import { orderMails } from '../orders/orders-mails.ts';
import type { MailTemplate } from './mail-template.ts';

/** Every module's mail templates by name: add a module's templates here (one spread). */
const templates = {
  ...accountMails,
  ...contactMails,
  ...orderMails,
} satisfies Record<string, MailTemplate<never>>;

type Templates = typeof templates;
export type MailTemplateName = keyof Templates;
type DataOf = {
  [Name in MailTemplateName]: Templates[Name] extends MailTemplate<infer Data> ? Data : never;
};
export type MailData<Name extends MailTemplateName> = DataOf[Name];

/** Typed so that `mailTemplates[name]` renders exactly `MailData<typeof name>`. */
export const mailTemplates: { [Name in MailTemplateName]: MailTemplate<DataOf[Name]> } = templates;

export interface MailMessage<Name extends MailTemplateName = MailTemplateName> {
  to: string;
  template: Name;
  /** The recipient's language (a user's stored language, else the request's). */
  language: Language;
  data: MailData<Name>;
}

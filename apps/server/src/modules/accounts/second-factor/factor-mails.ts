import type { Language } from '@giro/shared';
import type { Database } from '../../../db/database.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { type FactorKind, factorAddedMail, factorRemovedMail } from '../security-mails.ts';

/** Whom a security mail goes to: the account's owner, in the account's language. */
export interface MailedPerson {
  email: string;
  language: Language;
  firstName: string;
}

export function announceFactorAdded(
  mail: MailService,
  tx: Database,
  person: MailedPerson,
  event: { at: Date; factor: FactorKind; name?: string },
) {
  return mail.enqueue(tx, {
    to: person.email,
    language: person.language,
    template: factorAddedMail,
    data: { firstName: person.firstName, ...event },
  });
}

export function announceFactorRemoved(
  mail: MailService,
  tx: Database,
  person: MailedPerson,
  event: { at: Date; factor: 'totp' | 'passkey' | 'all'; name?: string },
) {
  return mail.enqueue(tx, {
    to: person.email,
    language: person.language,
    template: factorRemovedMail,
    data: { firstName: person.firstName, ...event },
  });
}

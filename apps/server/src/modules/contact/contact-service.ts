import type { ContactBody, Language } from '@giro/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { SiteService } from '../site/site-service.ts';
import { contactMessageMail } from './contact-mails.ts';
import { createContactRepository } from './contact-repository.ts';

export interface ContactDeps {
  db: Database;
  mail: MailService;
  siteService: SiteService;
  log: FastifyBaseLogger;
}

export function createContactService({ db, mail, siteService, log }: ContactDeps) {
  return {
    /**
     * Stores the message and, in the same transaction, the mail to the operator in the
     * operator's own language: a stored message is always mailed, even after a crash.
     */
    async submit(body: ContactBody, language: Language): Promise<void> {
      const { operator, locale } = await siteService.getSiteData();
      await db.transaction(async (tx) => {
        const id = await createContactRepository(tx).insert({
          ...body,
          phone: body.phone || null,
          freelancer: body.freelancer || null,
          language,
        });
        if (operator.email === '') {
          log.warn({ contactMessageId: id }, 'contact message stored; no operator email to notify');
          return;
        }
        await mail.enqueue(tx, {
          to: operator.email,
          template: contactMessageMail,
          language: locale,
          data: { ...body, id, language },
        });
      });
    },
  };
}

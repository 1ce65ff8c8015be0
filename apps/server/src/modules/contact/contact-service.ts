import type { ContactBody, Language } from '@giro/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SiteService } from '../site/site-service.ts';
import { createContactRepository } from './contact-repository.ts';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  siteService: SiteService;
  log: FastifyBaseLogger;
}

export function createContactService({ db, mailer, siteService, log }: ContactDeps) {
  const repository = createContactRepository(db);
  return {
    /**
     * Stores the message, then mails the operator in the background, in the operator's own
     * language. The stored row is the record: a mail that fails is logged, not reported.
     */
    async submit(body: ContactBody, language: Language): Promise<void> {
      const id = await repository.insert({
        ...body,
        phone: body.phone || null,
        freelancer: body.freelancer || null,
        language,
      });
      const { operator, locale } = await siteService.getSiteData();
      if (operator.email === '') {
        log.warn({ contactMessageId: id }, 'contact message stored; no operator email to notify');
        return;
      }
      mailer.sendLater({
        to: operator.email,
        template: 'contact-message',
        language: locale,
        data: { ...body, id, language },
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

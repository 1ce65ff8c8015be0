import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../config/env.ts';
import type { SiteService } from '../site/site-service.ts';
import type { MailContext } from './mail-template.ts';
import { type MailMessage, type MailTemplateName, mailTemplates } from './mail-templates.ts';
import { createMailTransport } from './mail-transport.ts';
import { renderMail } from './render-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface Mailer {
  /** Renders a registered template in `language` and delivers it; rejects when delivery fails. */
  send<Name extends MailTemplateName>(message: MailMessage<Name>): Promise<void>;
  /**
   * Sends without making the caller wait (and so without the answer's timing revealing
   * whether a mail went out); failures are logged. `close()` waits for these.
   */
  sendLater<Name extends MailTemplateName>(message: MailMessage<Name>): void;
  close(): Promise<void>;
}

export interface MailerDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  siteService: SiteService;
  log: FastifyBaseLogger;
}

export function createMailer({ config, siteService, log }: MailerDeps): Mailer {
  const transport = createMailTransport(
    { smtpUrl: config.SMTP_URL, outbox: join(config.DATA_DIR, 'outbox') },
    log,
  );
  const pending = new Set<Promise<void>>();

  async function context(): Promise<MailContext & { from: Mail.Options['from'] }> {
    const { operator, domain_name: domainName } = await siteService.getSiteData();
    const name = operator.name || domainName || 'Giro';
    const address = operator.email || `no-reply@${domainName || 'localhost'}`;
    const from = config.MAIL_FROM ?? { name, address };
    return { operator: { ...operator, name }, domainName, from };
  }

  async function send<Name extends MailTemplateName>(message: MailMessage<Name>) {
    const { from, ...mailContext } = await context();
    const template = mailTemplates[message.template];
    const content = template[message.language](message.data, mailContext);
    const rendered = renderMail(message.language, content, mailContext);
    await transport.deliver({ from, to: message.to, ...rendered });
  }

  return {
    send,
    sendLater(message) {
      const delivery = send(message)
        .catch((error: unknown) => {
          log.error({ err: error, template: message.template }, 'mail not sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}

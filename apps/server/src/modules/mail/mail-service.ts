import { randomUUID } from 'node:crypto';
import type { Language } from '@giro/shared';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { Jobs } from '../../plugins/jobs/job-types.ts';
import type { SiteService } from '../site/site-service.ts';
import type { MailContext, MailTemplate } from './mail-template.ts';
import { type MailTransport, smtpConnections } from './mail-transport.ts';
import { linkOrigin } from './public-origin.ts';
import { renderMail } from './render-mail.ts';

/** One rendered message waiting for delivery: what the `mail.deliver` job carries. */
interface MailJob {
  /** Stable for the event: a retry after a crash between send and acknowledgement reuses it. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl?: string;
  replyTo?: string;
}

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    'mail.deliver': MailJob;
  }
}

interface MailMessage<Data> {
  to: string;
  /** The recipient's language (a user's stored language, else the request's). */
  language: Language;
  template: MailTemplate<Data>;
  data: Data;
}

export interface MailService {
  /**
   * Renders the message now (the operator's details as they are at the event) and enqueues its
   * delivery in `tx`: it is sent exactly when the change that causes it commits, and retried
   * with backoff until the mail server takes it.
   */
  enqueue<Data>(tx: Database, message: MailMessage<Data>): Promise<void>;
}

export interface MailServiceDeps {
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL' | 'SEED_DEMO' | 'PORT'>;
  site: SiteService;
  jobs: Jobs;
  transport: MailTransport;
  /** Told of each delivery attempt's outcome, for the metrics. */
  countDelivery?: (outcome: 'sent' | 'failed') => void;
}

// An SMTP outage of up to about an hour is retried through (1 s, 2 s, 4 s … ~34 min apart);
// after that the job is failed and shown in the console.
const deliveryPolicy = {
  retryLimit: 12,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  concurrency: smtpConnections,
};

export function createMailService({
  config,
  site,
  jobs,
  transport,
  countDelivery,
}: MailServiceDeps): MailService {
  async function context(tx?: Database): Promise<MailContext> {
    const { operator, domain_name: domainName } = await site.getSiteData(tx);
    return {
      operator: { ...operator, name: operator.name || domainName || 'Giro' },
      domainName,
      origin: linkOrigin(config, domainName),
    };
  }

  async function sender(): Promise<Mail.Options['from']> {
    if (config.MAIL_FROM !== undefined) return config.MAIL_FROM;
    const { operator, domainName } = await context();
    return {
      name: operator.name,
      address: operator.email || `no-reply@${domainName || 'localhost'}`,
    };
  }

  jobs.define(
    'mail.deliver',
    async ({ messageId, to, subject, text, html, unsubscribeUrl, replyTo }) => {
      await transport
        .deliver({
          from: await sender(),
          to,
          subject,
          text,
          html,
          messageId,
          ...(unsubscribeUrl && { list: { unsubscribe: unsubscribeUrl } }),
          ...(replyTo && { replyTo }),
        })
        .then(
          () => countDelivery?.('sent'),
          (error: unknown) => {
            countDelivery?.('failed');
            throw error;
          },
        );
    },
    deliveryPolicy,
  );

  return {
    async enqueue(tx, { to, language, template, data }) {
      const mailContext = await context(tx);
      const content = template[language](data, mailContext);
      const rendered = renderMail(language, content, mailContext);
      const messageId = `<${randomUUID()}@${mailContext.domainName || 'giro.invalid'}>`;
      const { unsubscribeUrl, replyTo } = content;
      await jobs.enqueue(tx, 'mail.deliver', {
        messageId,
        to,
        ...rendered,
        ...(unsubscribeUrl && { unsubscribeUrl }),
        ...(replyTo && { replyTo }),
      });
    },
  };
}

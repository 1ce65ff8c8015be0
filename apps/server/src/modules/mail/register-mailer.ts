import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { createMailer } from './mailer.ts';

/** Decorates `app.mailer`; closing the app waits for mails still being sent. */
export function registerMailer(
  app: FastifyInstance,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'PUBLIC_URL' | 'NODE_ENV'>,
): void {
  if (config.NODE_ENV === 'production' && config.PUBLIC_URL === undefined) {
    app.log.warn('PUBLIC_URL is not set: links in mails use the Host header of each request');
  }
  const mailer = createMailer({ config, siteService: app.siteService, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}

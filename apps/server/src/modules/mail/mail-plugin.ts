import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailService, type MailService } from './mail-service.ts';
import { createMailTransport } from './mail-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

const mail: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const transport = createMailTransport(
    { smtpUrl: config.SMTP_URL, outbox: join(config.DATA_DIR, 'outbox') },
    app.log,
  );
  app.decorate(
    'mail',
    createMailService({
      config,
      site: app.siteService,
      jobs: app.jobs,
      transport,
      countDelivery: (outcome) => app.counters.mails.inc({ outcome }),
    }),
  );
  app.addHook('onClose', async () => transport.close());
};

/** Mails: rendered from each module's own templates, delivered by the `mail.deliver` job. */
export const mailPlugin = fp(mail, {
  name: 'mail',
  dependencies: ['core', 'jobs', 'site', 'metrics'],
});

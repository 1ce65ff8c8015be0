import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { createContactService } from './contact-service.ts';

/** Messages per client IP: enough for a sender who retries, too few for a spammer. */
export const contactRateLimit = { max: 5, timeWindow: 10 * 60_000 };

/** POST /contact (spec §7). GET /contact is the form's page, served by the web app. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService({
    db: app.db,
    mail: app.mail,
    siteService: app.siteService,
    log: app.log,
  });

  route(app, 'POST /contact', {
    config: { rateLimit: contactRateLimit },
    handler: async (request) => {
      await contact.submit(request.body, request.language);
      return { success: true };
    },
  });
};

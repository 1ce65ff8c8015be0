import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { staffActor } from '../admin-guard.ts';
import { createContactMessagesAdminService } from './contact-messages-admin-service.ts';

/** The contact form's inbox. */
export const contactMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = createContactMessagesAdminService(app.db, app.now);

  route(app, 'GET /api/admin/contact-messages', { handler: async () => messages.list() });

  route(app, 'POST /api/admin/contact-messages/:id/handled', {
    handler: async (request) => messages.markHandled(staffActor(request), request.params.id),
  });
};

import {
  adminContactMessageListSchema,
  adminContactMessageSchema,
  contactMessageParamsSchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../admin-guard.ts';
import { createContactMessagesAdminService } from './contact-messages-admin-service.ts';

const tags = ['admin: contact messages'];

/** The contact form's inbox. */
export const contactMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = createContactMessagesAdminService(app.db, app.now);

  app.get(
    '/contact-messages',
    {
      schema: {
        summary: 'Contact messages, newest first',
        tags,
        response: { 200: adminContactMessageListSchema },
      },
    },
    async () => messages.list(),
  );

  app.post(
    '/contact-messages/:id/handled',
    {
      schema: {
        summary: 'Mark a contact message handled (answered)',
        tags,
        params: contactMessageParamsSchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    async (request) => messages.markHandled(staffActor(request), request.params.id),
  );
};

import type { SavedReceiver } from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import { createReceiversRepository } from './receivers-repository.ts';

/** The signed-in sender's saved receivers ('Elegir destinatario'); another's answer 404. */
export const receiversRoutes: FastifyPluginAsyncZod = async (app) => {
  const receivers = createReceiversRepository(app.db);
  route(app, 'GET /api/receivers', {
    handler: async (request): Promise<SavedReceiver[]> => {
      const rows = await receivers.list(signedInUser(request).id);
      return rows.map((row) => ({
        id: row.id,
        destination_currency: row.destinationCurrency,
        receiver: row.receiver,
        bank: row.bank,
        last_used_at: row.lastUsedAt.toISOString(),
      }));
    },
  });

  route(app, 'DELETE /api/receivers/:id', {
    handler: async (request, reply) => {
      const deleted = await receivers.delete(request.params.id, signedInUser(request).id);
      if (!deleted) throw new AppError(404, 'not_found');
      return reply.status(204).send(null);
    },
  });
};

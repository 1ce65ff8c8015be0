import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../../lib/send-attachment.ts';
import { route } from '../../../plugins/call-route.ts';
import { createAuditRepository } from '../../audit/audit-repository.ts';
import { staffActor } from '../admin-guard.ts';
import { utcDayRange } from '../dashboard/utc-day-range.ts';
import { ordersCsv } from './orders-export.ts';
import { createOrdersExportRepository } from './orders-export-repository.ts';

/** The accounting export: every order created between two UTC days, as CSV. */
export const ordersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createOrdersExportRepository(app.db);

  route(app, 'GET /api/admin/orders/export.csv', {
    handler: async (request, reply) => {
      const { from, to } = request.query;
      // The export hands out senders' personal data: who took which days is on record.
      const actor = staffActor(request);
      await createAuditRepository(app.db).record({
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'export',
        entity: 'orders_export',
        entityId: `${from}/${to}`,
        before: null,
        after: { from, to },
      });
      // One batch waits in the stream at most: the next is read when the socket drains.
      const csv = Readable.from(ordersCsv(repository, utcDayRange(request.query)), {
        highWaterMark: 1,
      });
      return sendAttachment(reply, {
        type: 'text/csv; charset=utf-8',
        name: `giro-orders-${from}-${to}.csv`,
        body: csv,
      });
    },
  });
};

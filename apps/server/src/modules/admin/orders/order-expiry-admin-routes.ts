import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { createUnpaidOrderHours } from '../../orders/unpaid-order-hours.ts';
import { staffActor } from '../admin-guard.ts';

/** How long an unpaid Zelle, PayPal or transfer order waits for its money before it expires. */
export const orderExpiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const hours = createUnpaidOrderHours(app.db);

  route(app, 'GET /api/admin/order-expiry', {
    handler: async () => ({ unpaid_order_hours: await hours.read() }),
  });

  route(app, 'PUT /api/admin/order-expiry', {
    handler: async (request) =>
      auditedChange(app.db, { actor: staffActor(request), entity: 'settings' }, async (tx) => {
        const before = { unpaid_order_hours: await hours.read(tx) };
        const after = { unpaid_order_hours: request.body.unpaid_order_hours };
        await hours.write(tx, after.unpaid_order_hours);
        return { entityId: 'unpaid_order_hours', before, after, result: after };
      }),
  });
};

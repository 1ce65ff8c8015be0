import { orderExpirySettingsSchema } from '@giro/shared/admin/order-expiry-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedChange } from '../../audit/audited-change.ts';
import { createUnpaidOrderHours } from '../../orders/unpaid-order-hours.ts';
import { staffActor } from '../admin-guard.ts';

const tags = ['admin: orders'];

/** How long an unpaid Zelle, PayPal or transfer order waits for its money before it expires. */
export const orderExpiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const hours = createUnpaidOrderHours(app.db);

  app.get(
    '/order-expiry',
    {
      schema: {
        summary: 'Hours after which unpaid Zelle, PayPal and transfer orders expire',
        tags,
        response: { 200: orderExpirySettingsSchema },
      },
    },
    async () => ({ unpaid_order_hours: await hours.read() }),
  );

  app.put(
    '/order-expiry',
    {
      schema: {
        summary: 'Change the hours after which unpaid manual orders expire (audited)',
        tags,
        body: orderExpirySettingsSchema,
        response: { 200: orderExpirySettingsSchema },
      },
    },
    async (request) =>
      auditedChange(app.db, { actor: staffActor(request), entity: 'settings' }, async (tx) => {
        const before = { unpaid_order_hours: await hours.read(tx) };
        const after = { unpaid_order_hours: request.body.unpaid_order_hours };
        await hours.write(tx, after.unpaid_order_hours);
        return { entityId: 'unpaid_order_hours', before, after, result: after };
      }),
  );
};

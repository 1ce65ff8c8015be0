import { dashboardSchema, dateRangeQuerySchema } from '@giro/shared/admin/dashboard-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDashboardService } from './dashboard-service.ts';

/** The console's home: orders, volume, commission, funnel and agents over a range of days. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.db);

  app.get(
    '/dashboard',
    {
      schema: {
        summary: 'Orders, volume, commission, funnel and top agents between two UTC days',
        tags: ['admin: dashboard'],
        querystring: dateRangeQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => dashboard.read(request.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { createDashboardService } from './dashboard-service.ts';

/** The console's home: orders, volume, commission, funnel and agents over a range of days. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.db);

  route(app, 'GET /api/admin/dashboard', {
    handler: async (request) => dashboard.read(request.query),
  });
};

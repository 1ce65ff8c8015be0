import { sanctionsListMaxAgeDays } from '@giro/shared/compliance/compliance-holds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { createHoldsRepository } from '../../compliance/holds-repository.ts';
import { staffActor } from '../admin-guard.ts';
import { createClearancesAdminService } from './clearances-admin-service.ts';

/** Whether orders are screened now (the console's banner), and the clearances of false positives. */
export const screeningAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const clearances = createClearancesAdminService(app);

  route(app, 'GET /api/admin/compliance/screening', {
    handler: async () => {
      const [{ state, list }, waiting] = await Promise.all([
        app.compliance.screening.list(app.db),
        createHoldsRepository(app.db).countOpen('screening_unavailable'),
      ]);
      return {
        state,
        version: list?.id ?? null,
        checked_at: list?.checkedAt.toISOString() ?? null,
        max_age_days: sanctionsListMaxAgeDays,
        waiting_orders: waiting,
      };
    },
  });

  route(app, 'GET /api/admin/compliance/clearances', {
    handler: async (request) => clearances.list(request.query.status === 'revoked'),
  });

  route(app, 'POST /api/admin/compliance/clearances/:id/revoke', {
    handler: async (request) =>
      clearances.revoke(staffActor(request), request.params.id, request.body.note),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { staffActor } from '../admin-guard.ts';

/** The operator's compliance settings: screening threshold, list URL, identity threshold, … */
export const complianceSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.compliance;

  route(app, 'GET /api/admin/compliance/settings', {
    handler: async () => settings.read(),
  });

  route(app, 'PUT /api/admin/compliance/settings', {
    handler: async (request) =>
      auditedChange(app.db, { actor: staffActor(request), entity: 'settings' }, async (tx) => {
        const before = await settings.read(tx);
        const after = request.body;
        await settings.write(tx, after);
        return { entityId: 'compliance', before, after, result: after };
      }),
  });
};

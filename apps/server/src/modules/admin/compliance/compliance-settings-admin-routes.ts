import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../../lib/validation-error.ts';
import { route } from '../../../plugins/call-route.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { staffActor } from '../admin-guard.ts';

/** The operator's compliance settings: screening threshold, list URL, identity threshold, … */
export const complianceSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.compliance;

  route(app, 'GET /api/admin/compliance/settings', {
    handler: async () => settings.read(),
  });

  // The list is fetched only from the hosts the environment allows: say so when it is saved.
  const allowedHost = (url: string) =>
    url === '' || app.config.SANCTIONS_LIST_HOSTS.includes(new URL(url).hostname.toLowerCase());

  route(app, 'PUT /api/admin/compliance/settings', {
    handler: async (request) => {
      if (!allowedHost(request.body.sanctions_list_url)) {
        const issue = { path: ['sanctions_list_url'], message: 'validation.list_host' };
        throw validationError([issue], request.language, '');
      }
      return auditedChange(
        app.db,
        { actor: staffActor(request), entity: 'settings' },
        async (tx) => {
          const before = await settings.read(tx);
          const after = request.body;
          await settings.write(tx, after);
          return { entityId: 'compliance', before, after, result: after };
        },
      );
    },
  });
};

import {
  complianceSettingsBodySchema,
  complianceSettingsSchema,
} from '@giro/shared/compliance/compliance-settings-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedChange } from '../../audit/audited-change.ts';
import { staffActor } from '../admin-guard.ts';

const tags = ['admin: compliance'];

/** The operator's compliance settings: screening threshold, list URL, identity threshold, … */
export const complianceSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.compliance;

  app.get(
    '/compliance/settings',
    {
      schema: {
        summary: 'Screening threshold, SDN list URL, identity threshold, regulators, signals',
        tags,
        response: { 200: complianceSettingsSchema },
      },
    },
    async () => settings.read(),
  );

  app.put(
    '/compliance/settings',
    {
      schema: {
        summary: 'Change the compliance settings (audited)',
        tags,
        body: complianceSettingsBodySchema,
        response: { 200: complianceSettingsSchema },
      },
    },
    async (request) =>
      auditedChange(app.db, { actor: staffActor(request), entity: 'settings' }, async (tx) => {
        const before = await settings.read(tx);
        const after = request.body;
        await settings.write(tx, after);
        return { entityId: 'compliance', before, after, result: after };
      }),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { toErrorResponse } from '../../lib/error-response.ts';
import { createIdentityService, type IdentityService } from '../identity/identity-service.ts';
import { createLimitsService, type LimitsService } from '../limits/limits-service.ts';
import {
  type ImportResult,
  importSanctionsList,
  type ListImport,
} from '../sanctions/sanctions-import.ts';
import {
  createSanctionsScreening,
  type SanctionsScreening,
} from '../sanctions/sanctions-screening.ts';
import { type ComplianceSettingsStore, createComplianceSettings } from './compliance-settings.ts';
import { identityRoutes } from './identity-routes.ts';
import { fetchListFile } from './list-fetch.ts';
import { createOrderGate } from './order-gate.ts';
import { rescreenOpenOrders } from './rescreen-orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sanctions screening, sender limits, identity verification and their settings. */
    compliance: {
      settings: ComplianceSettingsStore;
      screening: SanctionsScreening;
      /** Imports a version of the SDN list; every instance screens the next order against it. */
      importList(listImport: ListImport): Promise<ImportResult>;
      limits: LimitsService;
      identity: IdentityService;
    };
  }
}

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Downloads the SDN list from the operator's URL and imports it when it changed. */
    'sanctions.fetch': Record<string, never>;
  }
}

const compliance: FastifyPluginAsync = async (app) => {
  const settings = createComplianceSettings(app.db);
  const screeningHere = createSanctionsScreening();
  const screening = app.sharedCache('sanctions-list', screeningHere);
  const limits = app.sharedCache('sender-limits', createLimitsService(app.db, app.now));
  const identity = createIdentityService({ db: app.db, now: app.now });

  async function importList(listImport: ListImport): Promise<ImportResult> {
    const result = await importSanctionsList(
      { db: app.db, now: app.now, jobs: app.jobs },
      listImport,
    );
    if (!result.unchanged) screening.invalidate();
    return result;
  }
  app.decorate('compliance', { settings, screening, importList, limits, identity });
  app.decorate(
    'orderChecks',
    createOrderGate({ now: app.now, settings, screening, limits, identity }),
  );

  app.jobs.define(
    'sanctions.rescreen',
    async ({ listId }) => {
      // The job may start here before the import's notice arrives.
      screeningHere.invalidate();
      const held = await rescreenOpenOrders({ db: app.db, now: app.now, settings, screening });
      app.log.info({ listId, held }, 'open orders screened against the new sanctions list');
    },
    // Thousands of open orders take a while; a crashed run starts over (holding twice is a no-op).
    { expireInSeconds: 3600, retryLimit: 3 },
  );
  app.jobs.define(
    'sanctions.fetch',
    async () => {
      const url = (await settings.read()).sanctions_list_url;
      if (url === '') return;
      try {
        const file = await fetchListFile(
          url,
          { hosts: app.config.SANCTIONS_LIST_HOSTS },
          (reason) => app.log.warn({ url, reason }, 'SDN list not fetched'),
        );
        const result = await importList({ file, source: 'url', sourceUrl: url, actor: null });
        app.log.info(
          { url, version: result.list.id, unchanged: result.unchanged },
          'SDN list fetched',
        );
      } catch (error) {
        // The console's job list shows the message: why, not the error's code.
        if (!(error instanceof AppError)) throw error;
        throw new Error(toErrorResponse(error, 'en').body.message, { cause: error });
      }
    },
    { expireInSeconds: 600, retryLimit: 3, retryDelaySeconds: 300 },
  );
  // Treasury publishes changes on business days; once a day, early UTC, is soon enough.
  app.jobs.schedule('sanctions.fetch', '15 5 * * *');

  await app.register(identityRoutes);
};

/**
 * Compliance: the SDN list and the screening of every order, the sender limits (quotes and
 * orders), identity verification above the threshold, and `app.orderChecks`, through which the
 * orders module asks all of them. Registered before pricing and orders, which use it.
 */
export const compliancePlugin = fp(compliance, {
  name: 'compliance',
  dependencies: ['core', 'db', 'jobs', 'auth', 'shared-caches'],
});

import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
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
import { createHoldsRepository } from './holds-repository.ts';
import { identityRoutes } from './identity-routes.ts';
import { fetchListFile } from './list-fetch.ts';
import { createOrderGate } from './order-gate.ts';
import { releaseOrder } from './release-order.ts';
import { type RescreenCount, type RescreenDeps, rescreenOpenOrders } from './rescreen-orders.ts';
import { watchSanctionsList } from './sanctions-list-watch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sanctions screening, sender limits, identity verification and their settings. */
    compliance: {
      settings: ComplianceSettingsStore;
      screening: SanctionsScreening;
      /** Imports a version of the SDN list; every instance screens the next order against it. */
      importList(listImport: ListImport): Promise<ImportResult>;
      /** Screens the open orders matching `where` again, in `tx` (see `rescreenOpenOrders`). */
      rescreen(where: SQL, tx: Database): Promise<RescreenCount>;
      /** Ends what held an order: its sender is mailed once nothing does (`releaseOrder`). */
      release(tx: Database, orderId: string): Promise<boolean>;
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
  const screeningHere = createSanctionsScreening(app.now);
  const screening = app.sharedCache('sanctions-list', screeningHere);
  const limits = app.sharedCache('sender-limits', createLimitsService(app.db, app.now));
  const identity = createIdentityService({ db: app.db, now: app.now });
  const release = (tx: Database, orderId: string) => releaseOrder(app, tx, orderId);
  const rescreenDeps: RescreenDeps = { db: app.db, now: app.now, settings, screening, release };

  async function importList(listImport: ListImport): Promise<ImportResult> {
    const result = await importSanctionsList(
      { db: app.db, now: app.now, jobs: app.jobs },
      listImport,
    );
    // A new version, or the one in force found current again (its age starts over).
    screening.invalidate();
    // A new version screens every open order; an old one found current, those that waited.
    const holds = createHoldsRepository(app.db);
    if (result.unchanged && (await holds.countOpen('screening_unavailable')) > 0) {
      await app.jobs.enqueue(app.db, 'sanctions.rescreen', { listId: result.list.id });
    }
    return result;
  }
  app.decorate('compliance', {
    settings,
    screening,
    importList,
    rescreen: (where: SQL, tx: Database) => rescreenOpenOrders(rescreenDeps, where, tx),
    release,
    limits,
    identity,
  });
  app.decorate(
    'orderChecks',
    createOrderGate({ now: app.now, settings, screening, limits, identity, log: app.log }),
  );

  app.jobs.define(
    'sanctions.rescreen',
    async ({ listId }) => {
      // The job may start here before the import's notice arrives.
      screeningHere.invalidate();
      const count = await rescreenOpenOrders(rescreenDeps);
      app.log.info({ listId, ...count }, 'open orders screened against the sanctions list');
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
  watchSanctionsList(app, { settings, screening });

  await app.register(identityRoutes);
};

/**
 * Compliance: the SDN list and the screening of every order, the sender limits (quotes and
 * orders), identity verification above the threshold, and `app.orderChecks`, through which the
 * orders module asks all of them. Registered before pricing and orders, which use it.
 */
export const compliancePlugin = fp(compliance, {
  name: 'compliance',
  dependencies: ['core', 'db', 'jobs', 'auth', 'shared-caches', 'metrics'],
});
